type Services = typeof import('./services');
let services: Services | null = null;

/** Loads the implementations (the API and the stores) once; every page and the dialog wait for them. */
export function loadServices(): Promise<Services> {
  return services
    ? Promise.resolve(services)
    : import(/* webpackChunkName: "project-cost-services" */ './services').then((m) => (services = m));
}

/** The loaded implementations; the container builds the stores only inside what waited for them. */
export function loadedServices(): Services {
  if (!services) throw new Error('project-cost services are used before their chunk was loaded');
  return services;
}

/** A lazily loaded module together with the plugin's services (downloaded in parallel). */
export function withServices<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([loadServices(), load()]).then(([, m]) => m);
}
