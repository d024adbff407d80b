// jsdom plus the platform pieces the client kernel uses that jsdom lacks: Node's fetch (talking to
// the real test server) and BroadcastChannel (the login-status channel).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithPlatform extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    Object.assign(g, {
      fetch,
      Request,
      Response,
      Headers,
      BroadcastChannel,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}

module.exports = JsdomWithPlatform;
