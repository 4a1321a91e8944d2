#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1 for the test suite (installing
# Debian's package when it is missing) and prints the URL the tests connect with:
#   export QUIRE_TEST_DATABASE_URL=$(bash scripts/start-test-postgres.sh)
set -euo pipefail

port="${QUIRE_TEST_PG_PORT:-54329}"
dir="${QUIRE_TEST_PG_DIR:-/tmp/quire-test-pg}"

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
bin="$(find_bin)"
if [ -z "$bin" ]; then
  echo "Installing PostgreSQL…" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  bin="$(find_bin)"
fi

# initdb refuses to run as root: run the server as the postgres account then.
as_owner() {
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

if ! as_owner "'$bin/pg_ctl' -D '$dir' status" >/dev/null 2>&1; then
  rm -rf "$dir"
  mkdir -p "$dir"
  [ "$(id -u)" = "0" ] && chown postgres "$dir"
  as_owner "'$bin/initdb' -D '$dir' -A trust -U postgres --no-sync" >/dev/null
  # fsync off: a test cluster only needs to survive process deaths, not power loss.
  as_owner "'$bin/pg_ctl' -D '$dir' -l '$dir/server.log' -w -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" start" >/dev/null
fi

echo "postgres://postgres@127.0.0.1:$port/postgres"
