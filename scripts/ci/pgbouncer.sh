#!/usr/bin/env bash
# Starts Debian's pgbouncer in front of the local PostgreSQL, in transaction mode, on 127.0.0.1:6432 (CI and
# local runs of the tests through the pooler). Usage: scripts/ci/pgbouncer.sh [start|stop]. Needs root (runs
# pgbouncer as the postgres user, which it requires) and PostgreSQL listening on 127.0.0.1:5432 with the
# postgres user's password 'postgres'. The settings are the minimal pgbouncer.ini of docs/operations.md.
set -euo pipefail
dir=/tmp/cd-pgbouncer
port=${PGBOUNCER_PORT:-6432}
if [ "${1:-start}" = stop ]; then
  [ -f "$dir/pgbouncer.pid" ] && kill "$(cat "$dir/pgbouncer.pid")" 2>/dev/null || true
  exit 0
fi
mkdir -p "$dir"
cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=5432

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = scram-sha-256
auth_file = $dir/userlist.txt
pool_mode = transaction
default_pool_size = 20
max_client_conn = 1000
max_db_connections = 60
server_reset_query =
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
echo '"postgres" "postgres"' >"$dir/userlist.txt"
chown -R postgres "$dir"
[ -f "$dir/pgbouncer.pid" ] && kill "$(cat "$dir/pgbouncer.pid")" 2>/dev/null && sleep 1 || true
su postgres -s /bin/sh -c "pgbouncer -d '$dir/pgbouncer.ini'"
for _ in $(seq 1 20); do
  PGPASSWORD=postgres psql -h 127.0.0.1 -p "$port" -U postgres -d postgres -qAtc 'select 1' >/dev/null 2>&1 && exit 0
  sleep 0.5
done
echo "pgbouncer did not start: $(tail -n 20 "$dir/pgbouncer.log")" >&2
exit 1
