import { simulateLatency, type SandboxOptions } from '../sandbox-support.ts';
import type { RoutingDirectory } from './routing-directory.ts';

/**
 * Real, publicly listed routing numbers of well-known US banks (each passes the ABA checksum; see
 * docs/sandbox-scenarios.md "Bank routing numbers"). Any other valid number is one the directory cannot name.
 */
export const SANDBOX_ROUTING_NUMBERS: Readonly<Record<string, string>> = {
  '021000021': 'JPMorgan Chase Bank',
  '322271627': 'JPMorgan Chase Bank',
  '071000013': 'JPMorgan Chase Bank',
  '026009593': 'Bank of America',
  '121000358': 'Bank of America',
  '111000025': 'Bank of America',
  '121042882': 'Wells Fargo Bank',
  '021000089': 'Citibank',
  '091000022': 'U.S. Bank',
  '043000096': 'PNC Bank',
  '061000104': 'Truist Bank',
  '031176110': 'Capital One',
  '031101266': 'TD Bank',
  '256074974': 'Navy Federal Credit Union',
  '314074269': 'USAA Federal Savings Bank',
  '124003116': 'Ally Bank',
  '031100649': 'Discover Bank',
  '121202211': 'Charles Schwab Bank',
};

export class SandboxRoutingDirectory implements RoutingDirectory {
  private readonly latencyMs: number;

  constructor(options: SandboxOptions = {}) {
    this.latencyMs = options.latencyMs ?? 0;
  }

  async bankName(routingNumber: string): Promise<string | null> {
    await simulateLatency(this.latencyMs);
    return SANDBOX_ROUTING_NUMBERS[routingNumber] ?? null;
  }
}
