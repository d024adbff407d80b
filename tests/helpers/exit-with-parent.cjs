/**
 * Preloaded (`--require`) into every server script `spawnServerScript` starts: when the test
 * process that started it is gone, however it ended (a worker killed after a timed-out hook never
 * runs its afterAll), the server exits too, so no test server outlives its test file and keeps
 * Jest waiting. An orphan is adopted by another process, so its parent id changes.
 */
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 500).unref();
