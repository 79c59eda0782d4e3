/**
 * Who a US routing number belongs to (decision 186): a directory such as the Federal Reserve's E-Payments Routing
 * Directory in production, a small table in the sandbox. The number has passed the ABA checksum before it is asked.
 */
export interface RoutingDirectory {
  /** The bank's name, or null when the directory has no entry for the number. */
  bankName(routingNumber: string): Promise<string | null>;
}
