import { FakeNavigator as AddressNavigator } from '../../../helpers/client-fakes';

export { FakeNotifier } from '../../../helpers/client-fakes';

/** A navigator over an in-memory address, at the list page by default. */
export class FakeNavigator extends AddressNavigator {
  constructor(address = '/comprehensiveUnitPrice/index') {
    super(address);
  }
}
