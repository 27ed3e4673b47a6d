/**
 * Semantic Versioning 2.0.0 parsing and precedence, for algorithm versions. Kept in-house because
 * the engine needs only validation and ordering (no ranges), and must stay dependency-light.
 */

const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

interface ParsedVersion {
  readonly core: readonly [bigint, bigint, bigint];
  readonly pre: readonly string[];
}

/** True when `version` is a valid semantic version such as `1.2.0` or `2.0.0-rc.1`. */
export function isSemver(version: string): boolean {
  return SEMVER.test(version);
}

function parse(version: string): ParsedVersion {
  const m = SEMVER.exec(version);
  if (m === null) throw new TypeError(`not a semantic version: ${JSON.stringify(version)}`);
  return {
    core: [BigInt(m[1] as string), BigInt(m[2] as string), BigInt(m[3] as string)],
    pre: m[4] === undefined ? [] : m[4].split('.'),
  };
}

function compareIdentifier(a: string, b: string): number {
  const an = /^\d+$/.test(a);
  const bn = /^\d+$/.test(b);
  if (an && bn) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (an) return -1; // numeric identifiers have lower precedence than alphanumeric ones
  if (bn) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Compares two versions by semver precedence: negative when `a` < `b`, 0 when equal (build
 * metadata is ignored), positive when `a` > `b`. A pre-release sorts before its release.
 * @throws TypeError when either is not a semantic version.
 */
export function compareSemver(a: string, b: string): number {
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) {
    const d = (x.core[i] as bigint) - (y.core[i] as bigint);
    if (d !== 0n) return d < 0n ? -1 : 1;
  }
  if (x.pre.length === 0 || y.pre.length === 0)
    return y.pre.length - x.pre.length === 0 ? 0 : x.pre.length === 0 ? 1 : -1;
  for (let i = 0; i < Math.min(x.pre.length, y.pre.length); i++) {
    const c = compareIdentifier(x.pre[i] as string, y.pre[i] as string);
    if (c !== 0) return c;
  }
  return x.pre.length - y.pre.length === 0 ? 0 : x.pre.length < y.pre.length ? -1 : 1;
}
