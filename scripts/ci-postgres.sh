#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1 for the database tests and
# prints its URL. Installs Debian's postgresql package when it is missing.
# Usage: eval "$(bash scripts/ci-postgres.sh)"   (exports TEST_DATABASE_URL)
set -euo pipefail
PORT="${PG_TEST_PORT:-55432}"
# One directory per port, so servers started for different checkouts leave each other alone.
DIR="${PG_TEST_DIR:-/tmp/homeclean-pg-test-$PORT}"

bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(bindir)" ]; then
  echo "[postgres] installing Debian package postgresql" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi
BIN="$(bindir)"
[ -x "$BIN/initdb" ] || { echo "[postgres] initdb not found" >&2; exit 1; }

# initdb refuses to run as root; the Debian package creates the postgres user.
RUN=()
if [ "$(id -u)" = 0 ]; then RUN=(runuser -u postgres --); fi

if [ -f "$DIR/postmaster.pid" ]; then "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR" -m fast stop >&2 || true; fi
rm -rf "$DIR"
mkdir -p "$DIR"
[ "$(id -u)" = 0 ] && chown postgres "$DIR"
"${RUN[@]}" "$BIN/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 >/dev/null
"${RUN[@]}" "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
  -o "-p $PORT -c listen_addresses=127.0.0.1 -k $DIR -c fsync=off" start >&2
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
echo "export PG_TEST_DIR=$DIR"
