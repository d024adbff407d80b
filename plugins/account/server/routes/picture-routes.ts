import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '@kernel/core/envelope';
import { DEFAULT_GATEWAYS } from '@kernel/core/gateways';
import { Messages } from '@kernel/core/status-codes';
import { sendEnvelope } from '@kernel/server/errors';
import { AccountPaths, LOGIN_PICTURES, type LoginPicture } from '../../shared/contract';
import { LoginPicturesEnvelope, PictureParams } from '../schemas';

/** Where the pictures live in the source tree (next to routes/, read as they are under tsx and ts-jest). */
export const ASSETS_DIR = path.join(__dirname, '..', 'assets');

/** Addresses of the pictures below the storage gateway. */
const PICTURE_DIR = '/login';

/** The storage gateway's default (same-origin) prefix, where this server answers the files. */
const FILE_ROUTE = `${DEFAULT_GATEWAYS.storage}${PICTURE_DIR}/:name`;

const PICTURE_CACHE = 'public, max-age=86400';
/** Opened directly, a picture is a document of its own: no scripts, no outside loads. */
const PICTURE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

let loaded: ReadonlyMap<string, Buffer> | null = null;

/** The SVG files by name, read from disk on first registration (registration runs twice at boot). */
function pictureFiles(): ReadonlyMap<string, Buffer> {
  loaded ??= new Map(LOGIN_PICTURES.map(({ file }) => [file, readFileSync(path.join(ASSETS_DIR, file))]));
  return loaded;
}

/** The login banner: the list of pictures (GET home/queryLoginPicture) and the pictures themselves. */
export async function pictureRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const files = pictureFiles();
  const list: LoginPicture[] = LOGIN_PICTURES.map(({ file }) => ({ pictureUri: `${PICTURE_DIR}/${file}` }));

  api.get(AccountPaths.loginPictures, { schema: { response: { 200: LoginPicturesEnvelope } } }, async () => ok(list));

  api.get(FILE_ROUTE, { schema: { params: PictureParams } }, async (request, reply) => {
    const body = files.get(request.params.name);
    if (!body) return sendEnvelope(reply, fail(404, Messages.notFound), 404);
    return reply.type('image/svg+xml').header('Cache-Control', PICTURE_CACHE).header('Content-Security-Policy', PICTURE_CSP).send(body);
  });
}
