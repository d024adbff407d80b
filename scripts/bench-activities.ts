/**
 * Benchmark of 会员活动's writes over the real server: exchanges and draws per second under
 * concurrent members. `npm run bench:activities`.
 */
console.error('npm run bench:activities: not available yet');
process.exitCode = 1;
