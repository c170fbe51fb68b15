// End-to-end tests use Debian's Chromium (never a downloaded browser). Installs it with apt-get
// when missing and possible; otherwise explains what to do.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = process.getuid?.() === 0;
  const sudo = !isRoot && spawnSync('sudo', ['-n', 'true']).status === 0;
  if (!isRoot && !sudo) {
    console.error(
      `Chromium is not installed at ${CHROMIUM} and this user cannot install it.\n` +
        "Install Debian's package once as root: apt-get install -y chromium (or set CHROMIUM_PATH).",
    );
    process.exit(1);
  }
  const run = (args) => {
    const cmd = isRoot ? args[0] : 'sudo';
    const rest = isRoot ? args.slice(1) : ['-n', ...args];
    return spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status;
  };
  console.error('[e2e] installing Debian chromium with apt-get…');
  if (run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']) !== 0) {
    run(['apt-get', 'update']);
    if (run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']) !== 0 || !existsSync(CHROMIUM)) {
      console.error('Could not install chromium with apt-get. Install it by hand: apt-get install -y chromium');
      process.exit(1);
    }
  }
  return CHROMIUM;
}
