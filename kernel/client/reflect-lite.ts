/**
 * The metadata part of the Reflect API that inversify and the compiled decorators use
 * (`Reflect.defineMetadata`, `getOwnMetadata`, `getMetadata`, `hasOwnMetadata`, `hasMetadata`,
 * `metadata`, `decorate`), in a few lines: the client bundle resolves `reflect-metadata/lite`
 * (imported by @inversifyjs/container and the kernel) to this file (rsbuild.config.ts,
 * `resolve.alias`). Same semantics as reflect-metadata 0.2 for what is used: metadata per object
 * and property key, `getMetadata` / `hasMetadata` walk the prototype chain, decorators applied last
 * to first. A Reflect that already has metadata (another copy loaded first) is left alone.
 */
type Key = string | symbol | undefined;
type Table = Map<Key, Map<unknown, unknown>>;

const tables = new WeakMap<object, Table>();

function metadataOf(target: object, key: Key, create: true): Map<unknown, unknown>;
function metadataOf(target: object, key: Key, create: false): Map<unknown, unknown> | undefined;
function metadataOf(target: object, key: Key, create: boolean): Map<unknown, unknown> | undefined {
  let table = tables.get(target);
  if (!table) {
    if (!create) return undefined;
    tables.set(target, (table = new Map()));
  }
  let map = table.get(key);
  if (!map && create) table.set(key, (map = new Map()));
  return map;
}

type Decorator = (target: any, key?: Key, descriptor?: PropertyDescriptor) => any;

interface ReflectMetadata {
  defineMetadata(metadataKey: unknown, value: unknown, target: object, key?: Key): void;
  hasOwnMetadata(metadataKey: unknown, target: object, key?: Key): boolean;
  getOwnMetadata(metadataKey: unknown, target: object, key?: Key): unknown;
  hasMetadata(metadataKey: unknown, target: object, key?: Key): boolean;
  getMetadata(metadataKey: unknown, target: object, key?: Key): unknown;
  metadata(metadataKey: unknown, value: unknown): (target: object, key?: Key) => void;
  decorate(decorators: Decorator[], target: any, key?: Key, attributes?: PropertyDescriptor | null): any;
}

export const reflectMetadata: ReflectMetadata = {
  defineMetadata(metadataKey, value, target, key) {
    metadataOf(target, key, true).set(metadataKey, value);
  },
  hasOwnMetadata(metadataKey, target, key) {
    return metadataOf(target, key, false)?.has(metadataKey) ?? false;
  },
  getOwnMetadata(metadataKey, target, key) {
    return metadataOf(target, key, false)?.get(metadataKey);
  },
  hasMetadata(metadataKey, target, key) {
    for (let o: object | null = target; o; o = Object.getPrototypeOf(o)) if (reflectMetadata.hasOwnMetadata(metadataKey, o, key)) return true;
    return false;
  },
  getMetadata(metadataKey, target, key) {
    for (let o: object | null = target; o; o = Object.getPrototypeOf(o)) {
      const map = metadataOf(o, key, false);
      if (map?.has(metadataKey)) return map.get(metadataKey);
    }
    return undefined;
  },
  metadata(metadataKey, value) {
    return (target, key) => reflectMetadata.defineMetadata(metadataKey, value, target, key);
  },
  decorate(decorators, target, key, attributes) {
    if (key === undefined) {
      for (let i = decorators.length - 1; i >= 0; i--) {
        const decorated = decorators[i](target);
        if (decorated !== undefined && decorated !== null) target = decorated;
      }
      return target;
    }
    let descriptor = attributes ?? undefined;
    for (let i = decorators.length - 1; i >= 0; i--) {
      const decorated = decorators[i](target, key, descriptor);
      if (decorated !== undefined && decorated !== null) descriptor = decorated;
    }
    return descriptor;
  },
};

const root = Reflect as unknown as Partial<ReflectMetadata>;
if (typeof root.getOwnMetadata !== 'function') Object.assign(root, reflectMetadata);
