import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { AnyQuery, Envelope } from '@kernel/server/schemas';

export const ContactInfo = Type.Object({
  phone: Type.String(),
  email: Type.String(),
  address: Type.String(),
  hours: Type.String(),
});
export type ContactInfo = Static<typeof ContactInfo>;

/** The site operator's contact details, shown on the 关于我们 page. */
export const CONTACT: ContactInfo = {
  phone: '400-860-2026',
  email: 'service@zaojiazhibiao.cn',
  address: '杭州市西湖区文三路 90 号 东部软件园 7 号楼',
  hours: '工作日 9:00-18:00',
};

export async function aboutRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/pb/about/contact',
    {
      schema: {
        querystring: AnyQuery,
        response: { 200: Envelope(ContactInfo) },
      },
    },
    async () => ok(CONTACT),
  );
}
