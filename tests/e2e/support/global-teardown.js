// Removes the run's template folder (see global-setup.js).
const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  const dir = process.env.ZJZB_E2E_TEMPLATE_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
};
