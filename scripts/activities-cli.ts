/**
 * The maintainer's tool of 会员活动: adjusts a member's points and adds stock, always through the
 * ledgers (never a bare UPDATE). `npm run activities -- help`.
 */
console.error('npm run activities: not available yet');
process.exitCode = 1;
