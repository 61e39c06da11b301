import type { BillLine } from '../lib/pricing';
import type { ChefRequirements } from './catalog';
import { apiGet, apiPost } from './apiClient';

/** An order in the customer's list. Money in whole rupees; `eventDate` yyyy-mm-dd (IST). */
export interface OrderSummary {
  _id: string;
  orderNumber: string;
  orderType: number;
  service: string;
  status: number;
  statusLabel: string;
  eventDate: string;
  slot: { id: string; label: string };
  people: number | null;
  total: number;
  advance: number;
  balance: number;
  canCancel: boolean;
  createdAt: string;
}

/** One order with everything the order page shows. */
export interface OrderDetails extends OrderSummary {
  address: { name: string; line1: string; landmark?: string; pincode: string; city: string; locality: string };
  items: { _id: string; name: string; dish_rate?: number; is_dish?: number; quantity?: number; price?: number }[];
  bill: { lines: BillLine[]; total: number; advance: number; balance: number };
  requirements: ChefRequirements | null;
  note: string | null;
  cancellationPolicy: string;
  refundIfCancelledNow: number;
  refundAmount: number | null;
  executor: { name: string; phone: string } | null;
  source: string | null;
  history: { status: number; statusLabel: string; note: string | null; at: string }[];
}

/** What the chef checkout sends to POST /api/order/add. */
export interface ChefOrderRequest {
  orderType: 2;
  dishIds: string[];
  people: number;
  eventDate: string;
  slotId: string;
  address: { name: string; line1: string; landmark?: string; pincode: string };
  note?: string;
  expectedTotal: number;
}

/** What the decoration checkout sends to POST /api/order/add (issue 7). */
export interface DecorationOrderRequest {
  orderType: 1;
  productSlug: string;
  addons: { slug: string; quantity: number }[];
  eventDate: string;
  slotId: string;
  address: { name: string; line1: string; landmark?: string; pincode: string };
  note?: string;
  expectedTotal: number;
  attribution: { source: string; utm: Record<string, string> };
}

/** Books an order; the same `idempotencyKey` never books twice. @throws ApiError (409 price changed, 400, 401) */
export async function addOrder(body: ChefOrderRequest | DecorationOrderRequest, idempotencyKey: string): Promise<OrderDetails> {
  return (await apiPost<OrderDetails>('/api/order/add', body, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}

/** The logged-in customer's orders, newest first. */
export async function fetchMyOrders(page = 1): Promise<OrderSummary[]> {
  return (await apiPost<OrderSummary[]>('/api/order/user_order_list', { page })).data;
}

/** One of the customer's orders. @throws ApiError 404 for an unknown or another customer's order */
export async function fetchOrder(id: string): Promise<OrderDetails> {
  return (await apiGet<OrderDetails>(`/api/order/order_details/${encodeURIComponent(id)}`)).data;
}

/** Cancels an order under the policy; the answer's message says what is refunded. */
export async function cancelOrder(id: string): Promise<{ message: string; order: OrderDetails }> {
  const answer = await apiPost<OrderDetails>('/api/order/cancelOrder', { _id: id });
  return { message: answer.message, order: answer.data };
}
