import { listSearchSuite } from './list-search.suite';

describe('bid-node list over the search index', () => listSearchSuite('index'));
