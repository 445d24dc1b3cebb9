// The NetworkPolicy evaluator that deploy/test/k8s.test.ts relies on: each case is a semantic of
// networking.k8s.io/v1 whose misreading would let a wrong policy pass.
import { describe, expect, it } from 'vitest';
import { PolicySet, schemaProblems, selectorMatches, type Endpoint, type KubeObject } from './kube';

const pod = (name: string, namespace = 'app'): Endpoint => ({
  kind: 'pod',
  namespace,
  namespaceLabels: { 'kubernetes.io/metadata.name': namespace },
  labels: { name },
});
const policy = (name: string, spec: object, namespace = 'app'): KubeObject => ({
  apiVersion: 'networking.k8s.io/v1',
  kind: 'NetworkPolicy',
  metadata: { name, namespace },
  spec,
});
const denyAll = policy('deny', { podSelector: {}, policyTypes: ['Ingress', 'Egress'] });

describe('PolicySet', () => {
  it('allows everything when no policy selects the pods (not isolated)', () => {
    expect(new PolicySet([]).allows(pod('a'), pod('b'), 80)).toBe(true);
  });

  it('denies everything under a default-deny policy', () => {
    expect(new PolicySet([denyAll]).allows(pod('a'), pod('b'), 80)).toBe(false);
  });

  it('needs both the egress of the source and the ingress of the destination', () => {
    const ingress = policy('b-in', {
      podSelector: { matchLabels: { name: 'b' } },
      policyTypes: ['Ingress'],
      ingress: [{ from: [{ podSelector: { matchLabels: { name: 'a' } } }], ports: [{ port: 80 }] }],
    });
    const egress = policy('a-out', {
      podSelector: { matchLabels: { name: 'a' } },
      policyTypes: ['Egress'],
      egress: [{ to: [{ podSelector: { matchLabels: { name: 'b' } } }], ports: [{ port: 80 }] }],
    });
    expect(new PolicySet([denyAll, ingress]).allows(pod('a'), pod('b'), 80)).toBe(false);
    expect(new PolicySet([denyAll, egress]).allows(pod('a'), pod('b'), 80)).toBe(false);
    const both = new PolicySet([denyAll, ingress, egress]);
    expect(both.allows(pod('a'), pod('b'), 80)).toBe(true);
    expect(both.allows(pod('a'), pod('b'), 81), 'other port').toBe(false);
    expect(both.allows(pod('a'), pod('b'), 80, 'UDP'), 'other protocol').toBe(false);
    expect(both.allows(pod('c'), pod('b'), 80), 'other source').toBe(false);
  });

  it('a podSelector alone means the policy namespace; a namespaceSelector selects other namespaces', () => {
    const sameNs = policy('b-in', {
      podSelector: { matchLabels: { name: 'b' } },
      policyTypes: ['Ingress'],
      ingress: [{ from: [{ podSelector: { matchLabels: { name: 'a' } } }] }],
    });
    expect(new PolicySet([sameNs]).allows(pod('a', 'other'), pod('b'), 80)).toBe(false);
    const otherNs = policy('b-in', {
      podSelector: { matchLabels: { name: 'b' } },
      policyTypes: ['Ingress'],
      ingress: [{ from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'other' } } }] }],
    });
    expect(new PolicySet([otherNs]).allows(pod('x', 'other'), pod('b'), 80)).toBe(true);
    expect(new PolicySet([otherNs]).allows(pod('x', 'third'), pod('b'), 80)).toBe(false);
  });

  it('ipBlock honours except, and IPv4 ranges never match IPv6 addresses', () => {
    const out = policy('a-out', { podSelector: {}, policyTypes: ['Egress'], egress: [{ to: [{ ipBlock: { cidr: '0.0.0.0/0', except: ['10.0.0.0/8'] } }] }] });
    const set = new PolicySet([out]);
    expect(set.allows(pod('a'), { kind: 'external', ip: '203.0.113.7' }, 443)).toBe(true);
    expect(set.allows(pod('a'), { kind: 'external', ip: '10.1.2.3' }, 443)).toBe(false);
    expect(set.allows(pod('a'), { kind: 'external', ip: '2001:db8::1' }, 443)).toBe(false);
    expect(set.allows(pod('a'), pod('b'), 443), 'ipBlocks do not model pods').toBe(false);
  });

  it('matchExpressions follow In/NotIn/Exists/DoesNotExist', () => {
    expect(selectorMatches({ matchExpressions: [{ key: 'tier', operator: 'In', values: ['web'] }] }, { tier: 'web' })).toBe(true);
    expect(selectorMatches({ matchExpressions: [{ key: 'tier', operator: 'NotIn', values: ['web'] }] }, { tier: 'web' })).toBe(false);
    expect(selectorMatches({ matchExpressions: [{ key: 'tier', operator: 'Exists' }] }, {})).toBe(false);
    expect(selectorMatches({ matchExpressions: [{ key: 'tier', operator: 'DoesNotExist' }] }, {})).toBe(true);
  });
});

describe('schemaProblems', () => {
  it('reports a wrong type, a missing required field and an unknown kind', () => {
    const dep = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'x' },
      spec: { selector: {}, template: { spec: { containers: [{ name: 'c', ports: [{ containerPort: '80' }] }] } } },
    };
    expect(schemaProblems(dep as unknown as KubeObject).join()).toMatch(/containerPort must be integer/);
    expect(schemaProblems({ apiVersion: 'v1', kind: 'Service', metadata: { name: 's' }, spec: { ports: [{}] } } as KubeObject).join()).toMatch(/port/);
    expect(schemaProblems({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } })).toEqual([
      'Widget/w: no schema for example.com/v1 Widget in kubernetes-models',
    ]);
  });
});
