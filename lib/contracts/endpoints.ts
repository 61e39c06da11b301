/**
 * Method and path of every API route (paths exactly as the spec names them, `{name}` for a path
 * parameter). Plain strings, no zod: the browser's data layer imports this file on its first visit,
 * while the schemas of each route (lib/contracts/<domain>.ts) load only where they run: on the
 * server, in the OpenAPI document and in the development/test response check.
 */
export const API_ENDPOINTS = {
  health: { method: 'GET', path: '/api/health' },
  liveness: { method: 'GET', path: '/api/health/live' },
  openApi: { method: 'GET', path: '/api/openapi.json' },

  otpGenerate: { method: 'POST', path: '/api/user/otp_generate' },
  otpVerify: { method: 'POST', path: '/api/user/otp_verify' },
  userDetails: { method: 'GET', path: '/api/user/user-details' },
  userDetailsUpdate: { method: 'PUT', path: '/api/user/user-details' },
  userDetailsById: { method: 'GET', path: '/api/user/user-details/{id}' },
  userDetailsByIdUpdate: { method: 'PUT', path: '/api/user/user-details/{id}' },
  userAvatar: { method: 'GET', path: '/api/user/user-avatar/{id}' },
  userAvatarUpdate: { method: 'PUT', path: '/api/user/user-avatar/{id}' },
  addressUpsertDefault: { method: 'POST', path: '/api/users/address/editByUserID' },
  addressList: { method: 'GET', path: '/api/users/address/address_list' },
  addressAdd: { method: 'POST', path: '/api/users/address/add' },
  addressEdit: { method: 'POST', path: '/api/users/address/edit' },
  addressStatus: { method: 'POST', path: '/api/users/address/update_address_status' },
  pushTokenCreate: { method: 'POST', path: '/api/user/push-token' },
  logout: { method: 'POST', path: '/api/user/logout' },
  notificationSettings: { method: 'GET', path: '/api/user/notification-settings' },
  notificationSettingsUpdate: { method: 'PUT', path: '/api/user/notification-settings' },
  accountExport: { method: 'GET', path: '/api/user/export' },
  accountDelete: { method: 'POST', path: '/api/user/delete-account' },
  accountRestore: { method: 'POST', path: '/api/user/restore-account' },
  accountRefunds: { method: 'GET', path: '/api/user/refunds' },
  userCityUpdate: { method: 'PUT', path: '/api/user/city' },

  chatGroups: { method: 'GET', path: '/api/chat/groups' },
  chatSupport: { method: 'POST', path: '/api/chat/support' },
  chatHistory: { method: 'GET', path: '/api/chat/messages/{roomId}' },
  chatMessageDelete: { method: 'DELETE', path: '/api/chat/messages/{roomId}' },
  chatSend: { method: 'POST', path: '/api/chat/messages' },
  chatMarkRead: { method: 'POST', path: '/api/chat/mark-read' },
  chatMute: { method: 'POST', path: '/api/chat/rooms/{roomId}/mute' },
  chatLeave: { method: 'POST', path: '/api/chat/rooms/{roomId}/leave' },
  chatReport: { method: 'POST', path: '/api/chat/rooms/{roomId}/report' },
  chatPhotoUpload: { method: 'POST', path: '/api/chat/photos' },
  chatPhoto: { method: 'GET', path: '/api/chat/photo/{messageId}/{index}' },
  chatStreamTicket: { method: 'POST', path: '/api/chat/stream-ticket' },
  chatStream: { method: 'GET', path: '/api/chat/stream' },

  opsOtpRequest: { method: 'POST', path: '/api/ops/auth/otp' },
  opsOtpVerify: { method: 'POST', path: '/api/ops/auth/verify' },
  opsLogout: { method: 'POST', path: '/api/ops/auth/logout' },
  opsMe: { method: 'GET', path: '/api/ops/auth/me' },
  opsStaffList: { method: 'GET', path: '/api/ops/staff' },
  opsStaffCreate: { method: 'POST', path: '/api/ops/staff' },
  opsStaffUpdate: { method: 'PATCH', path: '/api/ops/staff/{id}' },
  opsAuditList: { method: 'GET', path: '/api/ops/audit' },
  opsOrderList: { method: 'GET', path: '/api/ops/orders' },
  opsOrderExport: { method: 'GET', path: '/api/ops/orders/export' },
  opsOrderOne: { method: 'GET', path: '/api/ops/orders/{id}' },
  opsOrderNoteCreate: { method: 'POST', path: '/api/ops/orders/{id}/notes' },

  cuisineList: { method: 'POST', path: '/api/configuration/admin_configuration_list' },
  mealDishList: { method: 'POST', path: '/api/user/getMealDish' },
  chefRequirements: { method: 'POST', path: '/api/chef/requirements' },
  foodPackageList: { method: 'GET', path: '/api/food-package/getAllFoodPackageList' },

  serviceabilityCheck: { method: 'GET', path: '/api/serviceability/{pincode}' },
  orderAdd: { method: 'POST', path: '/api/order/add' },
  orderList: { method: 'POST', path: '/api/order/user_order_list' },
  orderDetails: { method: 'GET', path: '/api/order/order_details/{id}' },
  orderDetailsDecoration: { method: 'GET', path: '/api/order/order_details_decoration/{id}' },
  orderDetailsFoodDelivery: { method: 'GET', path: '/api/order/order_details_food_delivery/{id}' },
  orderDetailsPhotography: { method: 'GET', path: '/api/order/order_details_photography/{id}' },
  orderIngredients: { method: 'GET', path: '/api/order/getIngredientByOrder/{orderId}' },
  orderCancel: { method: 'POST', path: '/api/order/cancelOrder' },
  orderStatusUpdate: { method: 'POST', path: '/api/order/update_order_status' },
  orderReview: { method: 'GET', path: '/api/order/review/{orderId}' },
  orderReviewSave: { method: 'POST', path: '/api/order/review' },
  reviewList: { method: 'GET', path: '/api/reviews' },

  paymentCreate: { method: 'POST', path: '/api/payment_gateway/payment' },
  paymentStatusCheck: { method: 'POST', path: '/api/payment_gateway/status' },
  paymentStatus: { method: 'GET', path: '/api/payment_gateway/status/{orderId}' },
  paymentRefund: { method: 'POST', path: '/api/payment_gateway/refund' },
  balanceCash: { method: 'POST', path: '/api/payment_gateway/balance_cash' },
  receipt: { method: 'GET', path: '/api/payment_gateway/receipt/{paymentId}' },
  sandboxAttempt: { method: 'GET', path: '/api/payment_gateway/sandbox/{attemptId}' },
  sandboxAction: { method: 'POST', path: '/api/payment_gateway/sandbox/{attemptId}' },
  webhookRazorpay: { method: 'POST', path: '/api/payment_gateway/webhook/razorpay' },
  webhookPhonePe: { method: 'POST', path: '/api/payment_gateway/webhook/phonepe' },

  decorationSearchByName: { method: 'GET', path: '/api/Decoration/searchByName/{name}' },
  decorationSearchByTag: { method: 'GET', path: '/api/Decoration/searchByTag/{tag}' },

  photographySearchByTag: { method: 'GET', path: '/api/photography/searchByTag/{tag}' },
  photographyDetails: { method: 'GET', path: '/api/photography/details/{idOrSlug}' },
  photographySearchByName: { method: 'GET', path: '/api/photography/searchByName/{name}' },

  photoUpload: { method: 'POST', path: '/api/photo/upload' },
  photoGalleries: { method: 'GET', path: '/api/photo/galleries' },
  photoThumbnails: { method: 'GET', path: '/api/photo/thumbnailsWithinProject' },
  photoZip: { method: 'GET', path: '/api/photo/zip' },
  photoZipLink: { method: 'POST', path: '/api/photo/zip-link' },
  photoFavourite: { method: 'POST', path: '/api/photo/favourite' },
  photoEditRequest: { method: 'POST', path: '/api/photo/edit-request' },
  photoShareCreate: { method: 'POST', path: '/api/photo/share' },
  photoShareList: { method: 'GET', path: '/api/photo/share' },
  photoShareRevoke: { method: 'POST', path: '/api/photo/share/revoke' },
  photoFile: { method: 'GET', path: '/api/photo/file/{photoId}/{variant}' },
  photoJpeg: { method: 'GET', path: '/api/photo/jpeg/{photoId}' },

  inviteCreate: { method: 'POST', path: '/api/customer/event/create-event-invite' },
  inviteList: { method: 'GET', path: '/api/customer/event/event-invites/all' },
  inviteDetails: { method: 'GET', path: '/api/customer/event/event-invites/{id}' },
  inviteUpdate: { method: 'PUT', path: '/api/customer/event/event-invites/{id}' },
  inviteDelete: { method: 'DELETE', path: '/api/customer/event/event-invites/{id}' },
  inviteCancel: { method: 'POST', path: '/api/customer/event/event-invites/{id}/cancel' },
  inviteOptIn: { method: 'POST', path: '/api/customer/event/event-invites/{id}/opt-in' },
  inviteIcs: { method: 'GET', path: '/api/customer/event/event-invites/{id}/ics' },
  inviteImage: { method: 'GET', path: '/api/customer/event/event-invites/{id}/image' },
  inviteImageUpload: { method: 'PUT', path: '/api/customer/event/event-invites/{id}/image' },
  inviteImageReset: { method: 'DELETE', path: '/api/customer/event/event-invites/{id}/image' },
  inviteRsvp: { method: 'PUT', path: '/api/customer/event/event-guest' },
  inviteGuestList: { method: 'GET', path: '/api/customer/event/event-guests/all/{eventId}' },
  inviteGuestRemove: { method: 'POST', path: '/api/customer/event/event-guests/remove' },
  inviteCohostCreate: { method: 'POST', path: '/api/customer/event/co-hosts/{eventId}' },
  inviteCohostAccept: { method: 'POST', path: '/api/customer/event/co-hosts/accept' },
  inviteMessageSend: { method: 'POST', path: '/api/customer/event/event-messages/{eventId}' },
  inviteReminderList: { method: 'GET', path: '/api/customer/event/event-reminders/{eventId}' },
  inviteReminderCreate: { method: 'POST', path: '/api/customer/event/event-reminders/{eventId}' },
  inviteReminderCancel: { method: 'POST', path: '/api/customer/event/event-reminders/{eventId}/cancel' },
  inviteLuckyDraw: { method: 'POST', path: '/api/customer/event/lucky-draw/{eventId}' },
  inviteWallList: { method: 'GET', path: '/api/customer/event/event-images/{eventId}' },
  inviteWallUpload: { method: 'PUT', path: '/api/customer/event/event-images/{eventId}' },
  inviteWallNote: { method: 'POST', path: '/api/customer/event/event-images/{eventId}/thankyou-note' },
  inviteWallDelete: { method: 'POST', path: '/api/customer/event/event-images/{eventId}/delete' },
  templateList: { method: 'GET', path: '/api/photo/templates' },
  templateOne: { method: 'GET', path: '/api/photo/templates/{id}' },
  templateCategory: { method: 'GET', path: '/api/photo/templates/category/{category}' },
  templatePreview: { method: 'GET', path: '/api/photo/templates/{id}/preview' },

  contactCreate: { method: 'POST', path: '/api/contact' },
  leadCreate: { method: 'POST', path: '/api/leads' },
  leadList: { method: 'GET', path: '/api/leads' },

  opsProviderList: { method: 'GET', path: '/api/ops/providers' },
  opsProviderCreate: { method: 'POST', path: '/api/ops/providers' },
  opsProviderOne: { method: 'GET', path: '/api/ops/providers/{id}' },
  opsProviderUpdate: { method: 'PATCH', path: '/api/ops/providers/{id}' },
  opsProviderJobs: { method: 'GET', path: '/api/ops/providers/{id}/jobs' },
  opsProviderAssign: { method: 'POST', path: '/api/ops/providers/assign' },

  partnerOtpRequest: { method: 'POST', path: '/api/partner/auth/otp' },
  partnerOtpVerify: { method: 'POST', path: '/api/partner/auth/verify' },
  partnerLogout: { method: 'POST', path: '/api/partner/auth/logout' },
  partnerMe: { method: 'GET', path: '/api/partner/auth/me' },
  partnerJobs: { method: 'GET', path: '/api/partner/jobs' },
  partnerJob: { method: 'GET', path: '/api/partner/jobs/{id}' },
  partnerJobAccept: { method: 'POST', path: '/api/partner/jobs/{id}/accept' },
  partnerJobDecline: { method: 'POST', path: '/api/partner/jobs/{id}/decline' },
  partnerJobStart: { method: 'POST', path: '/api/partner/jobs/{id}/start' },
  partnerJobComplete: { method: 'POST', path: '/api/partner/jobs/{id}/complete' },
  partnerJobPhotoUpload: { method: 'POST', path: '/api/partner/jobs/{id}/photos' },
  providerPhoto: { method: 'GET', path: '/api/order/provider_photo/{orderId}' },
  opsToday: { method: 'GET', path: '/api/ops/today' },
  opsEnquiryList: { method: 'GET', path: '/api/ops/enquiries' },
  opsEnquiryUpdate: { method: 'PATCH', path: '/api/ops/enquiries/{id}' },
  opsEnquiryNote: { method: 'POST', path: '/api/ops/enquiries/{id}/notes' },
  opsReviewList: { method: 'GET', path: '/api/ops/reviews' },
  opsReviewModerate: { method: 'PATCH', path: '/api/ops/reviews/{id}' },
  opsMessageList: { method: 'GET', path: '/api/ops/messages' },
  opsMessageRetry: { method: 'POST', path: '/api/ops/messages/{id}/retry' },
} as const satisfies Record<string, { method: HttpMethod; path: `/api/${string}` }>;

/** HTTP methods the API answers. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The name of an API route, e.g. `orderAdd`. */
export type EndpointName = keyof typeof API_ENDPOINTS;

/**
 * The URL of an endpoint with its path parameters filled in (each URI-encoded).
 * @throws Error when a parameter the path names is missing (a programming error).
 */
export function endpointUrl(name: EndpointName, params: Record<string, string | number> = {}): string {
  return API_ENDPOINTS[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
