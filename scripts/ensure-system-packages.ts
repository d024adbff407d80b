/**
 * Installs the Debian packages a test suite needs when they are missing: Chromium and the CJK
 * fonts for the end-to-end suite (`e2e`), the PostgreSQL server for the PostgreSQL suite (`pg`).
 * Runs `apt-get update` at most once per call; needs root, as on the project's machines and CI.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const wanted = process.argv.slice(2);

function hasPostgres(): boolean {
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((v) => existsSync(`${root}/${v}/bin/initdb`));
}

const checks: Record<string, { missing: () => boolean; packages: string[] }> = {
  e2e: {
    missing: () => !existsSync('/usr/bin/chromium') || !existsSync('/usr/share/fonts/opentype/noto'),
    packages: ['chromium', 'fonts-noto-cjk'],
  },
  pg: { missing: () => !hasPostgres(), packages: ['postgresql'] },
};

const packages = wanted.flatMap((name) => {
  const check = checks[name];
  if (!check) throw new Error(`unknown package set: ${name}`);
  return check.missing() ? check.packages : [];
});

if (packages.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(`Missing system packages: ${packages.join(' ')}. Install them as root: apt-get install -y ${packages.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} from Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env });
}
