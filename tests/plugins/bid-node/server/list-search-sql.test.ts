import { listSearchSuite } from './list-search.suite';

describe('bid-node list over SQL', () => listSearchSuite('sql'));
