import 'reflect-metadata';
import { Container, injectable } from 'inversify';

@injectable()
class Greeter {
  greet(): string {
    return '你好';
  }
}

describe('jest setup', () => {
  it('loads the ESM-only inversify through ts-jest', () => {
    const container = new Container();
    container.bind(Greeter).toSelf();
    expect(container.get(Greeter).greet()).toBe('你好');
  });
});
