#!/bin/sh
# As the official image does: a server started without a configuration file listens on every
# interface of its container, where protected mode would refuse every client but loopback.
set -eu
case "${1:-}" in
  valkey-server | redis-server)
    case " $* " in
      *" --protected-mode "*) ;;
      *) set -- "$@" --protected-mode no ;;
    esac
    ;;
esac
exec "$@"
