import 'reflect-metadata';
import { reflectMetadata as lite } from '@kernel/client/reflect-lite';

/**
 * The client bundle's Reflect metadata (kernel/client/reflect-lite.ts) answers like reflect-metadata
 * for what inversify and the compiled decorators use.
 */
const full = Reflect as unknown as typeof lite;

describe('reflect-lite', () => {
  it('keeps metadata per object and property key; getMetadata walks the prototype chain, getOwnMetadata does not', () => {
    for (const api of [lite, full]) {
      class Base {}
      class Child extends Base {}
      api.defineMetadata('design:paramtypes', [String], Base);
      api.defineMetadata('inject', 'x', Base.prototype, 'field');
      expect(api.getOwnMetadata('design:paramtypes', Base)).toEqual([String]);
      expect(api.getOwnMetadata('design:paramtypes', Child)).toBeUndefined();
      expect(api.getMetadata('design:paramtypes', Child)).toEqual([String]);
      expect(api.hasMetadata('design:paramtypes', Child)).toBe(true);
      expect(api.hasOwnMetadata('design:paramtypes', Child)).toBe(false);
      expect(api.getMetadata('inject', Child.prototype, 'field')).toBe('x');
      expect(api.getMetadata('inject', Child.prototype)).toBeUndefined();
      expect(api.getMetadata('missing', Child)).toBeUndefined();
    }
  });

  it('applies decorators last to first, on classes and on members, like reflect-metadata', () => {
    const run = (api: typeof lite) => {
      const order: string[] = [];
      class Target {}
      class Replacement extends Target {}
      const decorated = api.decorate(
        [
          (t: unknown) => void order.push(`outer:${(t as { name: string }).name}`),
          () => {
            order.push('inner');
            return Replacement;
          },
          api.metadata('design:paramtypes', [Number]),
        ],
        Target,
      );
      const descriptor = api.decorate(
        [(_t: unknown, key: unknown, d: PropertyDescriptor | undefined) => ({ ...d, value: `${String(key)}!` })],
        Target.prototype,
        'method',
        { value: 1, writable: true, enumerable: false, configurable: true },
      );
      return {
        order,
        same: decorated === Replacement,
        meta: api.getOwnMetadata('design:paramtypes', Target),
        value: (descriptor as PropertyDescriptor).value,
      };
    };
    const ours = run(lite);
    expect(ours).toEqual({ order: ['inner', 'outer:Replacement'], same: true, meta: [Number], value: 'method!' });
    expect(ours).toEqual(run(full));
  });
});
