#!/usr/bin/env bash
# The streaming replica: on first start, copies the primary with pg_basebackup (-R writes standby.signal and
# primary_conninfo; -C -S creates a replication slot so the primary keeps the WAL the replica has not received),
# then hands over to the image's own entrypoint, which starts PostgreSQL as a hot standby.
set -euo pipefail
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 0700 "$PGDATA"
  until pg_isready --host="$PRIMARY_HOST" --port="${PRIMARY_PORT:-5432}" --quiet; do
    echo "replica: waiting for the primary at $PRIMARY_HOST"
    sleep 1
  done
  echo "replica: copying the primary with pg_basebackup"
  PGPASSWORD="$REPLICATION_PASSWORD" gosu postgres pg_basebackup --host="$PRIMARY_HOST" --port="${PRIMARY_PORT:-5432}" \
    --username="$REPLICATION_USER" --pgdata="$PGDATA" --wal-method=stream --write-recovery-conf \
    --create-slot --slot="$REPLICATION_SLOT" --checkpoint=fast --progress
fi
exec docker-entrypoint.sh "$@"
