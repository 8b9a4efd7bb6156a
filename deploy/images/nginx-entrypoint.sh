#!/bin/sh
# What the official image's entrypoint does with templates: each /etc/nginx/templates/NAME.template
# becomes /etc/nginx/conf.d/NAME, with only the variables that are set and whose names match
# NGINX_ENVSUBST_FILTER filled in, so that nginx's own $variables are left alone.
set -eu
filter="${NGINX_ENVSUBST_FILTER:-}"
defined=$(awk "END { for (name in ENVIRON) if (name ~ /${filter}/) printf \"\${%s} \", name }" </dev/null)
for template in /etc/nginx/templates/*.template; do
  [ -f "$template" ] || continue
  output="/etc/nginx/conf.d/$(basename "$template" .template)"
  envsubst "$defined" <"$template" >"$output"
  echo "$0: $template -> $output"
done
exec "$@"
