/** Exact rational numbers on bigint (always normalised: gcd 1, positive denominator). */
export class Rational {
  readonly num: bigint;
  readonly den: bigint;

  constructor(num: bigint, den: bigint = 1n) {
    if (den === 0n) throw new RangeError('zero denominator');
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    const g = gcd(num < 0n ? -num : num, den);
    this.num = g > 1n ? num / g : num;
    this.den = g > 1n ? den / g : den;
  }

  static of(value: bigint | number, den: bigint | number = 1n): Rational {
    return new Rational(BigInt(value), BigInt(den));
  }

  add(o: Rational): Rational {
    return new Rational(this.num * o.den + o.num * this.den, this.den * o.den);
  }

  sub(o: Rational): Rational {
    return new Rational(this.num * o.den - o.num * this.den, this.den * o.den);
  }

  mul(o: Rational): Rational {
    return new Rational(this.num * o.num, this.den * o.den);
  }

  div(o: Rational): Rational {
    if (o.num === 0n) throw new RangeError('division by zero');
    return new Rational(this.num * o.den, this.den * o.num);
  }

  equals(o: Rational): boolean {
    return this.num === o.num && this.den === o.den;
  }

  compare(o: Rational): number {
    const d = this.num * o.den - o.num * this.den;
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  }

  /** Rounds `this × 10^decimals` half up (for non-negative values) and answers it as a number. */
  toFixedNumber(decimals: number): number {
    const scale = 10n ** BigInt(decimals);
    const scaled = (this.num * scale * 2n + this.den) / (this.den * 2n);
    return Number(scaled) / Number(scale);
  }

  /** A floating-point approximation (for display and simulation checks only). */
  toNumber(): number {
    const scale = 10n ** 18n;
    return Number((this.num * scale) / this.den) / 1e18;
  }

  toString(): string {
    return `${this.num}/${this.den}`;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}
