// End-to-end tests and screenshots use Debian's Chromium (never a downloaded browser). Installs it
// with apt-get when missing and possible; otherwise explains what to do. Also installs the fonts
// that cover every locale's script (Chinese, Japanese, Korean, Thai), so a screenshot never shows
// boxes in place of text and hides a layout problem behind them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian packages with the fonts of the CJK and Thai locales. */
export const FONT_PACKAGES = ['fonts-noto-cjk', 'fonts-thai-tlwg'];

const isRoot = () => process.getuid?.() === 0;
const canSudo = () => !isRoot() && spawnSync('sudo', ['-n', 'true']).status === 0;

/** apt-get as root, or through password-less sudo; answers the exit status. */
function apt(args) {
  const cmd = isRoot() ? 'apt-get' : 'sudo';
  const rest = isRoot() ? args : ['-n', 'apt-get', ...args];
  return spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status;
}

/** Installs `packages`, refreshing the package lists once if the first attempt fails. */
function aptInstall(packages) {
  const install = ['install', '-y', '--no-install-recommends', ...packages];
  if (apt(install) === 0) return true;
  apt(['update']);
  return apt(install) === 0;
}

/** The packages of `names` that dpkg does not list as installed (none where dpkg is absent). */
function missingPackages(names) {
  return names.filter((name) => {
    const query = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    if (query.error) return false;
    return !query.stdout.includes('install ok installed');
  });
}

/**
 * Installs the CJK and Thai fonts when missing. Never fails: without the rights to install, it
 * says what to run and the tests go on (only screenshots would show boxes).
 */
export function ensureFonts() {
  const missing = missingPackages(FONT_PACKAGES);
  if (missing.length === 0) return true;
  if (!isRoot() && !canSudo()) {
    console.error(`[e2e] fonts missing (${missing.join(', ')}): as root run apt-get install -y ${missing.join(' ')}`);
    return false;
  }
  console.error(`[e2e] installing fonts with apt-get: ${missing.join(', ')}…`);
  if (aptInstall(missing)) return true;
  console.error(`[e2e] could not install ${missing.join(', ')}; screenshots may show boxes for CJK and Thai text`);
  return false;
}

export function ensureChromium() {
  if (!existsSync(CHROMIUM)) installChromium();
  ensureFonts();
  return CHROMIUM;
}

function installChromium() {
  if (!isRoot() && !canSudo()) {
    console.error(
      `Chromium is not installed at ${CHROMIUM} and this user cannot install it.\n` +
        "Install Debian's package once as root: apt-get install -y chromium (or set CHROMIUM_PATH).",
    );
    process.exit(1);
  }
  console.error('[e2e] installing Debian chromium with apt-get…');
  if (!aptInstall(['chromium']) || !existsSync(CHROMIUM)) {
    console.error('Could not install chromium with apt-get. Install it by hand: apt-get install -y chromium');
    process.exit(1);
  }
}
