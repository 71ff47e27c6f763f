#!/usr/bin/env bash
# Runs once, when the primary's data folder is created (docker-entrypoint-initdb.d): the role the replica
# streams WAL with, allowed to connect for replication from the compose network.
set -euo pipefail
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v role="$REPLICATION_USER" -v password="$REPLICATION_PASSWORD" <<'SQL'
create role :"role" with replication login password :'password';
SQL
echo "host replication ${REPLICATION_USER} all scram-sha-256" >> "$PGDATA/pg_hba.conf"
