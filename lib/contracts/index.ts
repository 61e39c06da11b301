/**
 * Every API route's contract, by endpoint name (lib/contracts/endpoints.ts). The `satisfies` clause
 * makes a route without a contract a type error; the OpenAPI document and the browser's response
 * check read this table.
 */
import type { EndpointName } from './endpoints';
import type { RouteContract } from './http';
import { routeChefRequirements, routeCuisineList, routeMealDishList } from './catalog';
import { routeContactCreate } from './contact';
import { routeDecorationSearchByName, routeDecorationSearchByTag } from './decoration';
import { routeFoodPackageList } from './food';
import { routePhotographyDetails, routePhotographySearchByName, routePhotographySearchByTag } from './photography';
import { routeLeadCreate, routeLeadList } from './leads';
import {
  routePhotoEditRequest,
  routePhotoFavourite,
  routePhotoFile,
  routePhotoJpeg,
  routePhotoGalleries,
  routePhotoShareCreate,
  routePhotoShareList,
  routePhotoShareRevoke,
  routePhotoThumbnails,
  routePhotoUpload,
  routePhotoZip,
  routePhotoZipLink,
} from './photos';
import {
  routeOrderAdd,
  routeOrderCancel,
  routeOrderDetails,
  routeOrderDetailsDecoration,
  routeOrderDetailsFoodDelivery,
  routeOrderDetailsPhotography,
  routeOrderIngredients,
  routeOrderList,
  routeOrderStatusUpdate,
  routeServiceabilityCheck,
} from './orders';
import {
  routeBalanceCash,
  routePaymentCreate,
  routePaymentRefund,
  routePaymentStatus,
  routePaymentStatusCheck,
  routeReceipt,
  routeSandboxAction,
  routeSandboxAttempt,
  routeWebhookPhonePe,
  routeWebhookRazorpay,
} from './payments';
import { routeTemplateCategory, routeTemplateList, routeTemplateOne, routeTemplatePreview } from './templates';
import { routeOrderReview, routeOrderReviewSave, routeReviewList } from './reviews';
import { routeHealth, routeOpenApi } from './system';
import { routeLogout, routeOtpGenerate, routeOtpVerify, routePushTokenCreate, routeUserDetails, routeUserDetailsUpdate } from './users';

export const CONTRACTS = {
  health: routeHealth,
  openApi: routeOpenApi,
  otpGenerate: routeOtpGenerate,
  otpVerify: routeOtpVerify,
  userDetails: routeUserDetails,
  userDetailsUpdate: routeUserDetailsUpdate,
  pushTokenCreate: routePushTokenCreate,
  logout: routeLogout,
  cuisineList: routeCuisineList,
  mealDishList: routeMealDishList,
  chefRequirements: routeChefRequirements,
  foodPackageList: routeFoodPackageList,
  serviceabilityCheck: routeServiceabilityCheck,
  orderAdd: routeOrderAdd,
  orderList: routeOrderList,
  orderDetails: routeOrderDetails,
  orderDetailsDecoration: routeOrderDetailsDecoration,
  orderDetailsFoodDelivery: routeOrderDetailsFoodDelivery,
  orderDetailsPhotography: routeOrderDetailsPhotography,
  orderIngredients: routeOrderIngredients,
  orderCancel: routeOrderCancel,
  orderStatusUpdate: routeOrderStatusUpdate,
  orderReview: routeOrderReview,
  orderReviewSave: routeOrderReviewSave,
  reviewList: routeReviewList,
  paymentCreate: routePaymentCreate,
  paymentStatusCheck: routePaymentStatusCheck,
  paymentStatus: routePaymentStatus,
  paymentRefund: routePaymentRefund,
  balanceCash: routeBalanceCash,
  receipt: routeReceipt,
  sandboxAttempt: routeSandboxAttempt,
  sandboxAction: routeSandboxAction,
  webhookRazorpay: routeWebhookRazorpay,
  webhookPhonePe: routeWebhookPhonePe,
  decorationSearchByName: routeDecorationSearchByName,
  decorationSearchByTag: routeDecorationSearchByTag,
  photographySearchByTag: routePhotographySearchByTag,
  photographyDetails: routePhotographyDetails,
  photographySearchByName: routePhotographySearchByName,
  photoUpload: routePhotoUpload,
  photoGalleries: routePhotoGalleries,
  photoThumbnails: routePhotoThumbnails,
  photoZip: routePhotoZip,
  photoZipLink: routePhotoZipLink,
  photoFavourite: routePhotoFavourite,
  photoEditRequest: routePhotoEditRequest,
  photoShareCreate: routePhotoShareCreate,
  photoShareList: routePhotoShareList,
  photoShareRevoke: routePhotoShareRevoke,
  photoFile: routePhotoFile,
  photoJpeg: routePhotoJpeg,
  templateList: routeTemplateList,
  templateOne: routeTemplateOne,
  templateCategory: routeTemplateCategory,
  templatePreview: routeTemplatePreview,
  contactCreate: routeContactCreate,
  leadCreate: routeLeadCreate,
  leadList: routeLeadList,
} satisfies { [N in EndpointName]: RouteContract & { name: N } };

/** The contract table's type: the browser's data layer reads request and answer types from it (types only). */
export type Contracts = typeof CONTRACTS;
