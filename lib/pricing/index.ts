/**
 * Prices of every service we sell, one module per service (chef, decoration, food, photography) on one bill shape
 * (bill.ts) and one advance table (advance.ts). Pure code, no I/O: the browser shows these bills and the server
 * recomputes them, never trusting a price sent by the browser. Money is integer rupees everywhere.
 */
export { BILL_LINE_KINDS, billAsPaid, type Bill, type BillLine } from './bill';
export * from './advance';
export * from './quantities';
export * from './chef';
export * from './decoration';
export * from './food';
export * from './photography';
