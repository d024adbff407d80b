// Once per end-to-end run: a folder for the run's template database (tests/e2e/support/site.ts
// writes it on the first start that needs it and copies it into each site's data directory).
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async function globalSetup() {
  process.env.ZJZB_E2E_TEMPLATE_DIR = mkdtempSync(join(tmpdir(), 'zjzb-e2e-template-'));
};
