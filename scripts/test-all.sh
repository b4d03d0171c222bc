#!/usr/bin/env bash
# Installs what a fresh machine lacks and runs every test: lint, typecheck, unit and API suites
# (on PGlite and, when PostgreSQL is available, on a real server), the Storybook build and its
# interaction tests, and the end-to-end suite against production builds in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else return 1; fi; }
apt_updated=""
apt_install() {
  [ -n "$apt_updated" ] || { as_root apt-get update -qq && apt_updated=1; }
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

command -v pnpm >/dev/null || npm install -g pnpm@10

# Browsers cannot be downloaded here (TOOLCHAIN.md): Debian's Chromium drives the browser tests.
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  apt_install chromium || echo "Chromium missing: install Debian's chromium or set CHROMIUM_PATH" >&2
fi

# PostgreSQL 15 for the API suite's DATABASE_URL run.
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if ! command -v pg_ctlcluster >/dev/null || ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
    apt_install postgresql || echo "PostgreSQL missing: the API suite runs on PGlite only" >&2
  fi
  if command -v pg_ctlcluster >/dev/null && ls /etc/postgresql/*/main >/dev/null 2>&1; then
    version=$(ls /etc/postgresql | sort -n | tail -1)
    as_root pg_ctlcluster "$version" main start 2>/dev/null || true
    # The API suite creates and drops a database per test file from this role (and ends the
    # connections still open to a template, hence pg_signal_backend).
    if as_root runuser -u postgres -- psql -q -c "DO \$\$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'storefront') THEN CREATE ROLE storefront LOGIN CREATEDB PASSWORD 'storefront'; END IF; END\$\$; GRANT pg_signal_backend TO storefront;" >/dev/null 2>&1; then
      export TEST_DATABASE_URL="postgres://storefront:storefront@127.0.0.1:5432/postgres"
    fi
  fi
fi

if [ -n "${CI:-}" ]; then pnpm install --frozen-lockfile; else pnpm install; fi

# The project's Node (.nvmrc) comes from the registry's `node` package in node_modules/.bin, which
# pnpm puts first on PATH for every script, whatever Node the machine has (README: "Which Node runs what").
echo "Machine Node $(node --version); project Node $(pnpm exec node --version)"
pnpm exec node -e 'const want = require("fs").readFileSync(".nvmrc", "utf8").trim();
if (process.versions.node.split(".")[0] !== want) { console.error(`pnpm scripts run Node ${process.version}, not ${want}`); process.exit(1); }'
pnpm test
