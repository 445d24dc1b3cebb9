/**
 * deploy/k8s is checked against the code it deploys:
 * - every overlay renders with kustomize and every object validates against the Kubernetes schemas;
 * - every deployable app (Nx tag type:service or type:gateway) has a base with the house conventions;
 * - every env var an app's zod config requires, and every one production needs although it has a
 *   default, is provided, secrets only through Secret references;
 * - the NetworkPolicies allow exactly the calls the code makes (gRPC clients from `*_GRPC_ADDRESS`,
 *   HTTP from `*_HTTP_URL`), the public entry points, the engines each app uses, and the internet only
 *   to the apps that call it.
 * The app list and configs are read at run time, so a new app, env var or client fails here first.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PolicySet, render, schemaProblems, type Endpoint, type KubeObject } from './kube';

const repo = resolve(__dirname, '../..');
const k8s = join(repo, 'deploy/k8s');
const overlays = readdirSync(join(k8s, 'overlays')).filter((d) => existsSync(join(k8s, 'overlays', d, 'kustomization.yaml')));

/** Apps that run in Kubernetes: the gateway and the services (not the simulator, e2e or the all-in-one root). */
const tagsOf = (app: string): string[] => JSON.parse(readFileSync(join(repo, 'apps', app, 'project.json'), 'utf8')).tags ?? [];
const deployable = readdirSync(join(repo, 'apps'))
  .filter((a) => existsSync(join(repo, 'apps', a, 'project.json')))
  .filter((a) => tagsOf(a).includes('type:service') || tagsOf(a).includes('type:gateway'))
  .sort();

/** Env vars read by libraries or the runtime rather than the app's zod schema. */
const STANDARD_VAR = /^(OTEL_[A-Z_]+|NODE_OPTIONS|NODE_ENV|POD_NAME)$/;
/** Names whose values are credentials: only ever from a Secret. */
const SECRET_VAR = /^(?!.*_ID$).*(SECRET|PASSWORD|TOKEN|_KEY$|_KEYS$)|^(DATABASE_URL|REDIS_URL|NATS_URL)$/;
/** Values only an environment knows (the defaults are the simulator's); set in every overlay. */
const DEPLOYMENT_SPECIFIC = ['PUBLIC_URL', 'UPSTREAM_APP_ID', 'UPSTREAM_BASE_URL'];
/**
 * Proposed to the lead (docs/operations.md, "Migrate"): the migration Jobs set it; until the apps
 * declare it, the check that they do is skipped.
 */
const MIGRATE_ONLY = 'MIGRATE_ONLY';

type Shape = Record<string, z.ZodTypeAny>;
const shapes: Record<string, Shape> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}
const sources = Object.fromEntries(
  deployable.map((a) => [
    a,
    sourceFiles(join(repo, 'apps', a, 'src'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n'),
  ]),
);
const imports = (app: string, mod: string): boolean => sources[app].includes(`from '${mod}'`);

/** Engines the app's code actually opens (unset URL = embedded engine, one-machine mode only). */
function engineVars(app: string): string[] {
  const vars: string[] = [];
  if (imports(app, '@platform/service') || imports(app, '@platform/db')) vars.push('DATABASE_URL');
  if (imports(app, '@platform/service') || imports(app, '@platform/bus')) vars.push('NATS_URL');
  if (imports(app, '@platform/kv') || imports(app, 'redis')) vars.push('REDIS_URL');
  return vars;
}

function defaultOf(schema: z.ZodTypeAny): unknown {
  const r = schema.safeParse(undefined);
  return r.success ? r.data : undefined;
}

/** Vars the manifests must set for `app`: required by its schema, plus those production needs despite a default. */
function neededVars(app: string): string[] {
  const shape = shapes[app];
  const needed = new Set<string>();
  for (const [key, schema] of Object.entries(shape)) {
    if (!schema.isOptional()) needed.add(key);
    const def = defaultOf(schema);
    // A default pointing at this machine (peer addresses, upstream simulator) is wrong in a cluster.
    if (typeof def === 'string' && /127\.0\.0\.1|localhost|\[::1\]/.test(def)) needed.add(key);
    // A credential with a default is a development credential.
    if (SECRET_VAR.test(key) && def !== undefined) needed.add(key);
  }
  for (const key of [...engineVars(app), ...DEPLOYMENT_SPECIFIC]) if (key in shape) needed.add(key);
  return [...needed].sort();
}

interface ProvidedVar {
  name: string;
  source: 'value' | 'secret' | 'configmap' | 'field';
  value?: string;
}

/** A PodSpec container as rendered (free-form YAML; each assertion reads the fields it needs). */
type Container = any;

/** Every variable a container gets, with where it comes from; empty values count as unset (as loadConfig does). */
function providedVars(container: Container, objects: KubeObject[]): ProvidedVar[] {
  const out: ProvidedVar[] = [];
  for (const ef of container.envFrom ?? []) {
    if (ef.secretRef) throw new Error(`envFrom.secretRef ${ef.secretRef.name}: reference each secret key with secretKeyRef so it can be checked`);
    const cm = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === ef.configMapRef.name);
    if (!cm) throw new Error(`ConfigMap ${ef.configMapRef.name} is referenced but not rendered`);
    for (const [k, v] of Object.entries(cm.data ?? {})) if (v !== '') out.push({ name: k, source: 'configmap', value: v });
  }
  for (const e of container.env ?? []) {
    const idx = out.findIndex((p) => p.name === e.name);
    if (idx >= 0) out.splice(idx, 1); // env wins over envFrom
    if (e.valueFrom?.secretKeyRef) out.push({ name: e.name, source: 'secret' });
    else if (e.valueFrom) out.push({ name: e.name, source: 'field' });
    else if (e.value !== undefined && e.value !== '') out.push({ name: e.name, source: 'value', value: String(e.value) });
  }
  return out;
}

const toKebab = (envPrefix: string): string => envPrefix.toLowerCase().replace(/_/g, '-');

/** Calls derived from the code: `<CALLEE>_GRPC_ADDRESS` / `<CALLEE>_HTTP_URL` config keys of each app. */
function derivedCalls(): Array<{ from: string; to: string; protocol: 'grpc' | 'http'; key: string }> {
  const calls: Array<{ from: string; to: string; protocol: 'grpc' | 'http'; key: string }> = [];
  for (const app of deployable) {
    for (const key of Object.keys(shapes[app])) {
      const grpc = /^([A-Z0-9_]+)_GRPC_ADDRESS$/.exec(key);
      const http = /^([A-Z0-9_]+)_HTTP_URL$/.exec(key);
      if (grpc) calls.push({ from: app, to: toKebab(grpc[1]), protocol: 'grpc', key });
      if (http) calls.push({ from: app, to: toKebab(http[1]), protocol: 'http', key });
    }
  }
  return calls;
}

for (const app of deployable) {
  // A relative path across projects is deliberate: deploy/ is not an Nx project, and this test exists to read each app's real schema.
  const mod = (await import(`../../apps/${app}/src/config.ts`)) as { configSchema?: z.AnyZodObject };
  if (!mod.configSchema) throw new Error(`apps/${app}/src/config.ts must export configSchema`);
  shapes[app] = mod.configSchema.shape as Shape;
}

const rendered: Record<string, KubeObject[]> = {};
beforeAll(() => {
  for (const o of overlays) rendered[o] = render(join(k8s, 'overlays', o));
});

describe('deploy/k8s layout', () => {
  it('has a local and a production overlay, both including the network-policy and OpenTelemetry components', () => {
    expect(overlays).toEqual(expect.arrayContaining(['local', 'production']));
    for (const o of overlays) {
      const k = readFileSync(join(k8s, 'overlays', o, 'kustomization.yaml'), 'utf8');
      expect(k, o).toContain('../../components/network-policies');
      expect(k, o).toContain('../../components/otel-collector');
    }
  });

  it('every deployable app has a base, listed in base/kustomization.yaml', () => {
    expect(deployable.length).toBeGreaterThanOrEqual(8);
    const baseList = readFileSync(join(k8s, 'base/kustomization.yaml'), 'utf8');
    for (const app of deployable) {
      expect(existsSync(join(k8s, 'base', app, 'kustomization.yaml')), `deploy/k8s/base/${app}`).toBe(true);
      expect(baseList, `base/kustomization.yaml lists ${app}`).toMatch(new RegExp(`^\\s*- ${app}$`, 'm'));
    }
  });
});

describe.each(overlays)('overlay %s', (overlay) => {
  const objs = (): KubeObject[] => rendered[overlay];
  const find = (kind: string, name: string): KubeObject | undefined => objs().find((o) => o.kind === kind && o.metadata.name === name);
  const get = (kind: string, name: string): KubeObject => {
    const o = find(kind, name);
    if (!o) throw new Error(`${overlay}: ${kind}/${name} not rendered`);
    return o;
  };

  it('every object validates against the Kubernetes schemas', () => {
    const problems = objs().flatMap(schemaProblems);
    expect(problems).toEqual([]);
    expect(objs().length).toBeGreaterThan(50);
  });

  it('every namespaced object lands in one namespace, and object names are unique', () => {
    const namespaces = new Set(
      objs()
        .filter((o) => o.kind !== 'Namespace')
        .map((o) => o.metadata.namespace),
    );
    expect([...namespaces]).toEqual(['messaging']);
    const ids = objs().map((o) => `${o.kind}/${o.metadata.name}`);
    expect(ids.length).toBe(new Set(ids).size);
  });

  describe.each(deployable)('%s', (app) => {
    const isGateway = (): boolean => tagsOf(app).includes('type:gateway');
    const container = (kind: 'Deployment' | 'Job', name: string): Container => get(kind, name).spec.template.spec.containers[0];

    it('has Deployment (no replicas), ServiceAccount, Service, HPA autoscaling/v2, PDB and a migration Job', () => {
      const dep = get('Deployment', app);
      expect(dep.spec.replicas, 'the HPA owns replicas').toBeUndefined();
      expect(dep.spec.template.spec.serviceAccountName).toBe(app);
      get('ServiceAccount', app);
      const hpa = get('HorizontalPodAutoscaler', app);
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: app });
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(1);
      const pdb = get('PodDisruptionBudget', app);
      expect(pdb.spec.selector.matchLabels).toEqual(dep.spec.selector.matchLabels);
      const svc = get('Service', app);
      expect(svc.spec.selector).toEqual(dep.spec.selector.matchLabels);
      if (existsSync(join(repo, 'apps', app, 'src/migrations'))) {
        const job = get('Job', `${app}-migrate`);
        expect(job.spec.template.spec.containers[0].image).toBe(container('Deployment', app).image);
        expect(job.spec.template.spec.restartPolicy).toBe('Never');
      }
    });

    it('the image, Kubernetes name and OTEL_SERVICE_NAME are the Nx project name', () => {
      const c = container('Deployment', app);
      expect(c.image).toMatch(new RegExp(`(^|/)${app}(:[\\w.-]+)?$`));
      const otel = c.env.find((e: { name: string }) => e.name === 'OTEL_SERVICE_NAME');
      expect(otel?.value).toBe(app);
    });

    it('probes: native gRPC for services (Service port named grpc), HTTP /healthz for the gateway', () => {
      const c = container('Deployment', app);
      const svc = get('Service', app);
      for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
        if (isGateway()) expect(c[probe].httpGet, probe).toEqual({ path: '/healthz', port: 'http' });
        else expect(c[probe].grpc, probe).toEqual({ port: 50051 });
      }
      if (!isGateway()) {
        expect(svc.spec.ports.find((p: { name: string }) => p.name === 'grpc')).toMatchObject({ port: 50051, targetPort: 'grpc' });
        expect(c.ports.find((p: { name: string }) => p.name === 'grpc')).toMatchObject({ containerPort: 50051 });
      }
    });

    it('runs non-root, read-only, without capabilities, with requests and limits; grace period covers drain + grace', () => {
      for (const [kind, name] of [
        ['Deployment', app],
        ['Job', `${app}-migrate`],
      ] as const) {
        const obj = find(kind, name);
        if (!obj) continue;
        const pod = obj.spec.template.spec;
        expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: expect.any(Number) });
        expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
        expect(pod.automountServiceAccountToken).toBe(false);
        for (const c of pod.containers) {
          expect(c.securityContext, `${name}/${c.name}`).toMatchObject({
            allowPrivilegeEscalation: false,
            readOnlyRootFilesystem: true,
            runAsNonRoot: true,
            capabilities: { drop: ['ALL'] },
          });
          expect(c.resources.requests).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
          expect(c.resources.limits).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
          expect(c.volumeMounts).toContainEqual({ name: 'tmp', mountPath: '/tmp' });
        }
      }
      const dep = get('Deployment', app);
      const vars = Object.fromEntries(providedVars(container('Deployment', app), objs()).map((v) => [v.name, v.value]));
      const drain = Number(vars.SHUTDOWN_DRAIN_MS ?? 0) + (container('Deployment', app).lifecycle?.preStop?.sleep?.seconds ?? 0) * 1000;
      const grace = Number(vars.SHUTDOWN_GRACE_MS ?? defaultOf(shapes[app].SHUTDOWN_GRACE_MS) ?? 10_000);
      expect(dep.spec.template.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(drain + grace);
      if (!isGateway()) expect(Number(vars.SHUTDOWN_DRAIN_MS), 'services drain before closing').toBeGreaterThan(0);
    });

    it('provides every variable the config requires and production needs; secrets only from Secrets', () => {
      const needed = neededVars(app);
      for (const [kind, name] of [
        ['Deployment', app],
        ['Job', `${app}-migrate`],
      ] as const) {
        const obj = find(kind, name);
        if (!obj) continue;
        const vars = providedVars(obj.spec.template.spec.containers[0], objs());
        const names = vars.map((v) => v.name);
        expect(
          needed.filter((k) => !names.includes(k)),
          `${kind}/${name} is missing`,
        ).toEqual([]);
        for (const v of vars) {
          const declared = v.name in shapes[app] || STANDARD_VAR.test(v.name) || (kind === 'Job' && v.name === MIGRATE_ONLY);
          expect(declared, `${kind}/${name} sets ${v.name}, which apps/${app}/src/config.ts does not declare`).toBe(true);
          if (SECRET_VAR.test(v.name)) expect(v.source, `${kind}/${name}: ${v.name} must come from a Secret`).toBe('secret');
        }
        // Values must parse with the app's own schema (catches a bad port, URL or enum in a ConfigMap).
        const env = Object.fromEntries(vars.filter((v) => v.value !== undefined).map((v) => [v.name, v.value]));
        for (const [k, v] of Object.entries(env)) {
          if (!(k in shapes[app])) continue;
          const parsed = shapes[app][k].safeParse(v);
          expect(parsed.success, `${kind}/${name}: ${k}=${v} ${parsed.success ? '' : parsed.error.issues[0].message}`).toBe(true);
        }
      }
      const job = find('Job', `${app}-migrate`);
      if (job) {
        const env = job.spec.template.spec.containers[0].env as Array<{ name: string; value?: string }>;
        expect(env).toContainEqual({ name: MIGRATE_ONLY, value: 'true' });
      }
    });
  });

  it('no ConfigMap carries a credential', () => {
    for (const cm of objs().filter((o) => o.kind === 'ConfigMap')) {
      for (const k of Object.keys(cm.data ?? {})) expect(SECRET_VAR.test(k), `${cm.metadata.name}: ${k}`).toBe(false);
    }
  });

  it.skipIf(!deployable.some((a) => MIGRATE_ONLY in shapes[a]))(
    'every app with a migration Job understands MIGRATE_ONLY (enforced once any app declares it)',
    () => {
      for (const app of deployable) if (find('Job', `${app}-migrate`)) expect(MIGRATE_ONLY in shapes[app], app).toBe(true);
    },
  );

  describe('network policies', () => {
    const ns = 'messaging';
    const nsLabels = { 'kubernetes.io/metadata.name': ns };
    const podOf = (kind: 'Deployment' | 'Job', name: string): Endpoint => ({
      kind: 'pod',
      namespace: ns,
      namespaceLabels: nsLabels,
      labels: get(kind, name).spec.template.metadata.labels,
    });
    const foreign = (namespace: string, labels: Record<string, string>): Endpoint => ({
      kind: 'pod',
      namespace,
      namespaceLabels: { 'kubernetes.io/metadata.name': namespace },
      labels,
    });
    const ingressController = foreign('ingress-nginx', { 'app.kubernetes.io/name': 'ingress-nginx' });
    const dns = foreign('kube-system', { 'k8s-app': 'kube-dns' });
    const engine = foreign('messaging-data', { 'app.kubernetes.io/name': 'engine' });
    const publicHost: Endpoint = { kind: 'external', ip: '203.0.113.7' };
    const privateHost: Endpoint = { kind: 'external', ip: '10.20.30.40' };
    const metadataHost: Endpoint = { kind: 'external', ip: '169.254.169.254' };
    const policies = (): PolicySet => new PolicySet(objs(), ns);
    const ports = (app: string): number[] => container('Deployment', app).ports.map((p: { containerPort: number }) => p.containerPort);
    const container = (kind: 'Deployment', name: string): Container => get(kind, name).spec.template.spec.containers[0];

    it('every client the code creates has a configured address (no hard-coded peers)', () => {
      for (const app of deployable) {
        if (/\bcreateClients?\(/.test(sources[app])) {
          expect(
            Object.keys(shapes[app]).some((k) => k.endsWith('_GRPC_ADDRESS')),
            `${app} creates gRPC clients`,
          ).toBe(true);
        }
      }
      for (const call of derivedCalls()) {
        expect(deployable, `${call.from}.${call.key} names a deployable app`).toContain(call.to);
        const v = providedVars(container('Deployment', call.from), objs()).find((p) => p.name === call.key);
        const host = call.protocol === 'grpc' ? v?.value?.split(':')[0] : v?.value && new URL(v.value).hostname;
        expect(host, `${call.from}.${call.key} points at the ${call.to} Service`).toBe(call.to);
      }
    });

    it('allow exactly the calls the code makes between apps', () => {
      const p = policies();
      const expected = derivedCalls()
        .map((c) => {
          const v = providedVars(container('Deployment', c.from), objs()).find((x) => x.name === c.key)!.value!;
          const port = c.protocol === 'grpc' ? Number(v.split(':').pop()) : Number(new URL(v).port || 80);
          return `${c.from} -> ${c.to}:${port}`;
        })
        .sort();
      const allowed: string[] = [];
      for (const from of deployable)
        for (const to of deployable)
          if (from !== to)
            for (const port of ports(to)) if (p.allows(podOf('Deployment', from), podOf('Deployment', to), port)) allowed.push(`${from} -> ${to}:${port}`);
      expect(allowed.sort()).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    });

    it('the ingress controller reaches the gateway, messaging-proxy and flows HTTP only; no gRPC port is public', () => {
      const p = policies();
      for (const app of deployable) {
        for (const port of ports(app)) {
          const want = (app === 'gateway' && port === 8080) || (app === 'messaging-proxy' && port === 8081) || (app === 'flows' && port === 8083);
          expect(p.allows(ingressController, podOf('Deployment', app), port), `ingress -> ${app}:${port}`).toBe(want);
        }
      }
    });

    it('the Ingress routes only the gateway, messaging-proxy and flows public paths (never the pass-through)', () => {
      const ing = objs().filter((o) => o.kind === 'Ingress');
      expect(ing.length).toBe(1);
      const paths = ing[0].spec.rules.flatMap((r: { http: { paths: unknown[] } }) => r.http.paths) as Array<{
        path: string;
        backend: { service: { name: string; port: { name: string } } };
      }>;
      expect(new Set(paths.map((x) => x.backend.service.name))).toEqual(new Set(['gateway', 'messaging-proxy', 'flows']));
      for (const x of paths.filter((x) => x.backend.service.name === 'messaging-proxy')) expect(['/upstream/webhooks', '/onboarding']).toContain(x.path);
      for (const x of paths.filter((x) => x.backend.service.name === 'flows')) expect(x.path).toBe('/data_endpoints');
      expect(paths.find((x) => x.path === '/')?.backend.service.name).toBe('gateway');
    });

    it('each app reaches DNS, the OTel collector and exactly the engines its code uses', () => {
      const p = policies();
      const collector = podOf('Deployment', 'otel-collector');
      for (const app of deployable) {
        const pod = podOf('Deployment', app);
        expect(p.allows(pod, dns, 53, 'UDP'), `${app} DNS`).toBe(true);
        expect(p.allows(pod, collector, 4318), `${app} -> otel-collector`).toBe(true);
        const uses = engineVars(app);
        expect(p.allows(pod, engine, 5432), `${app} -> Postgres`).toBe(uses.includes('DATABASE_URL'));
        expect(p.allows(pod, engine, 4222), `${app} -> NATS`).toBe(uses.includes('NATS_URL'));
        expect(p.allows(pod, engine, 6379), `${app} -> Redis`).toBe(uses.includes('REDIS_URL'));
        const job = find('Job', `${app}-migrate`);
        if (job) expect(p.allows(podOf('Job', `${app}-migrate`), engine, 5432), `${app} migration -> Postgres`).toBe(true);
      }
    });

    it('only funding, messaging-proxy, flows (upstream API; functions’ fetches), workflows-agent (the automation connector) and webhooks (customer endpoints) reach the internet, never private ranges', () => {
      const p = policies();
      const internet = deployable.filter((app) => p.allows(podOf('Deployment', app), publicHost, 443));
      expect(internet.sort()).toEqual(['flows', 'funding', 'messaging-proxy', 'webhooks', 'workflows-agent']);
      expect(p.allows(podOf('Deployment', 'webhooks'), publicHost, 8443), 'customer endpoints on any port').toBe(true);
      for (const app of deployable) {
        expect(p.allows(podOf('Deployment', app), privateHost, 443), `${app} -> private`).toBe(false);
        expect(p.allows(podOf('Deployment', app), metadataHost, 80), `${app} -> cloud metadata`).toBe(false);
      }
    });
  });
});
