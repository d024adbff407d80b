import { defineRoutes } from '@kernel/core/route-refs';

/**
 * The about (关于我们) pages, all public. Every link to them, from this plugin or another, is built
 * from here: `aboutRoutes.recruitingExperts()` → `/static/recruitingExperts`.
 */
export const aboutRoutes = defineRoutes({
  about: '/about/about',
  contact: '/about/contact',
  statement: '/about/statement',
  copyrights: '/about/copyrights',
  /** 用户协议: the terms a member accepts at registration. */
  agreement: '/about/agreement',
  /** 隐私政策: what personal information the site collects, why, how long, and the person's rights. */
  privacy: '/about/privacy',
  /** 专家招募: the data-review experts (the home page's recruit prompt leads here). */
  recruitingExperts: '/static/recruitingExperts',
  /** 价格专家招募: the labour and subcontracting price experts. */
  recruitingExperts2: '/static/recruitingExperts-2',
  /** 网站升级: the old site's addresses land here and go on to the landing page after 5 s. */
  redirectToNew: '/redirectToNew',
});
