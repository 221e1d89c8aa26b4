#!/usr/bin/env bash
# Starts a throwaway Redis server on 127.0.0.1 for the scale-out tests and
# prints its URL. Installs Debian's redis-server package when it is missing.
# Persistence is off: nothing is written to disk, a restart starts empty.
# Usage: eval "$(bash scripts/ci-redis.sh)"   (exports TEST_REDIS_URL)
set -euo pipefail
PORT="${REDIS_TEST_PORT:-56379}"
DIR="${REDIS_TEST_DIR:-/tmp/homeclean-redis-test-$PORT}"
# REDIS_TEST_MAXMEMORY (default 256mb): a bench that keeps thousands of pages sizes it to hold them.

if ! command -v redis-server >/dev/null 2>&1; then
  echo "[redis] installing Debian package redis-server" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq redis-server >&2
fi

if [ -f "$DIR/redis.pid" ] && kill -0 "$(cat "$DIR/redis.pid")" 2>/dev/null; then
  redis-cli -p "$PORT" shutdown nosave >/dev/null 2>&1 || kill "$(cat "$DIR/redis.pid")" 2>/dev/null || true
fi
rm -rf "$DIR"
mkdir -p "$DIR"
# volatile-lru: under memory pressure only keys with a lifetime (ISR pages, limits) are evicted, never the served-page sets.
redis-server --bind 127.0.0.1 --port "$PORT" --dir "$DIR" --save '' --appendonly no \
  --maxmemory "${REDIS_TEST_MAXMEMORY:-256mb}" --maxmemory-policy volatile-lru \
  --daemonize yes --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log" >&2
for _ in $(seq 1 50); do
  redis-cli -p "$PORT" ping >/dev/null 2>&1 && break
  sleep 0.1
done
redis-cli -p "$PORT" ping >/dev/null || { echo "[redis] did not start; see $DIR/redis.log" >&2; exit 1; }
echo "export TEST_REDIS_URL=redis://127.0.0.1:$PORT"
echo "export REDIS_TEST_DIR=$DIR"
echo "export REDIS_TEST_PORT=$PORT"
