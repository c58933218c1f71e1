#!/usr/bin/env bash
# Starts a local PostgreSQL (Debian's package) for the storage tests and prints the URL they connect to.
set -euo pipefail
# Only the URL may reach stdout, because the caller captures it; the PostgreSQL tools chat there ("Removed stale
# pid file.", systemd hints), so their output goes to stderr.
export DEBIAN_FRONTEND=noninteractive
if ! command -v pg_ctlcluster > /dev/null; then
  echo "Installing Debian's PostgreSQL for the storage tests" >&2
  apt-get update -qq >&2
  apt-get install -y -qq postgresql > /dev/null
fi
if [ -z "$(pg_lsclusters -h)" ]; then
  pg_createcluster "$(ls /usr/lib/postgresql | sort -V | tail -1)" main >&2
fi
read -r version cluster port status _ <<< "$(pg_lsclusters -h | head -1)"
if [ "$status" != "online" ]; then pg_ctlcluster "$version" "$cluster" start >&2; fi
su postgres -c "psql -p $port -qtA" > /dev/null <<'SQL'
SELECT 'CREATE ROLE leads LOGIN PASSWORD ''leads''' WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'leads')\gexec
SELECT 'CREATE DATABASE leads_test OWNER leads' WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'leads_test')\gexec
SQL
echo "postgres://leads:leads@127.0.0.1:${port}/leads_test"
