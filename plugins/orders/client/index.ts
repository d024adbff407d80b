import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';

/** 开通会员 and 我的订单: the pages and the user-centre tab of online purchase (being filled in). */
export default defineClientPlugin({
  manifest,
});
