// Prints one plain closing line, "jest: N passed, N failed" (", N skipped" when any), after the
// default reporter's summary, so that CI logs state the count in a runner-neutral form.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const line = `jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed`;
    process.stdout.write(`${skipped > 0 ? `${line}, ${skipped} skipped` : line}\n`);
  }
}

module.exports = SummaryReporter;
