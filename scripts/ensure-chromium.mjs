// The browser tests drive Debian's chromium. Install it when missing and we can (root with apt);
// otherwise stop with a clear message: the browser tests are never skipped silently.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const canApt = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(`The browser tests need Debian's chromium at ${chromium}. Install the package "chromium" (apt-get install chromium) or set CHROME_PATH.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit', shell: '/bin/bash' });
}
