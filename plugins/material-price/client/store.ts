import { inject, injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import { RequestError } from '@kernel/client/http-client';
import { Loadable } from '@kernel/client/load-state';
import { validateName, type MaterialPricePage } from '../shared/contract';
import { MaterialPriceApi, type MaterialPriceStore } from './tokens';

/** The list page's store on the kernel's load-state base (status, error, request-race guard). */
@injectable()
export class MobxMaterialPriceStore implements MaterialPriceStore {
  keyword = '';
  readonly page = new Loadable<MaterialPricePage>();

  constructor(@inject(MaterialPriceApi) private readonly api: MaterialPriceApi) {
    makeObservable(this, { keyword: observable, setKeyword: action });
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword.trim();
  }

  async load(): Promise<void> {
    const keyWord = this.keyword || undefined;
    await this.page.load((signal) => this.api.list({ keyWord, page: 1, pageSize: 20 }, signal), { keepWhileLoading: true });
  }

  async search(keyword: string): Promise<void> {
    this.setKeyword(keyword);
    await this.load();
  }

  async add(name: string): Promise<string | null> {
    const problem = validateName(name);
    if (problem) return problem;
    try {
      await this.api.add({ name: name.trim() });
    } catch (error) {
      return error instanceof RequestError ? error.message : '操作失败，请稍后重试';
    }
    await this.load();
    return null;
  }
}
