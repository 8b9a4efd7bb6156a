#!/bin/sh
# The official image's contract, in short: on the first start (an empty data directory) initialise
# the cluster with POSTGRES_USER as its superuser and POSTGRES_PASSWORD as its password, create
# POSTGRES_DB, accept password logins from the network; then run the server as `postgres`.
set -eu
if [ "${1:-}" = postgres ] && [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ "${1:-}" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set for the first start}"
  user="${POSTGRES_USER:-postgres}"
  database="${POSTGRES_DB:-$user}"
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA"
  rm -f "$pwfile"
  printf "listen_addresses = '*'\n" >>"$PGDATA/postgresql.conf"
  printf 'host all all all scram-sha-256\n' >>"$PGDATA/pg_hba.conf"
  if [ "$database" != postgres ]; then
    # Only on the Unix socket while it is made, so that no client (nor a health check over TCP)
    # sees the server before it is ready.
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
    psql -v ON_ERROR_STOP=1 --username "$user" --dbname postgres -c "CREATE DATABASE \"$database\""
    pg_ctl -D "$PGDATA" -m fast -w stop
  fi
fi
exec "$@"
