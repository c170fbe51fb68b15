/**
 * The stable error-code catalogue (SPEC §8). The web maps each code to the translation key
 * `error.<code>`; a code never changes meaning once released. Each code has its HTTP status.
 */
export const errorStatus = {
  validation_failed: 400,
  bad_request: 400,
  invalid_json: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unauthorized: 401,
  operator_key_invalid: 401,
  forbidden: 403,
  error_not_agent: 403,
  in_need_true_account: 403,
  ip_blocked: 403,
  login_failed: 401,
  session_expired: 401,
  captcha_invalid: 400,
  bot_check_failed: 400,
  encryption_invalid: 400,
  invitation_code_error: 400,
  error_not_member: 403,
  feature_disabled: 403,
  too_many_attempts: 429,
  username_taken: 409,
  verification_code_invalid: 400,
  verification_code_expired: 400,
  code_send_too_frequent: 429,
  mobile_invalid: 400,
  mobile_taken: 409,
  two_factor_required: 401,
  two_factor_expired: 400,
  payment_password_incorrect: 400,
  payment_password_locked: 423,
  image_invalid: 400,
  password_reset_invalid: 400,
  password_incorrect: 400,
  social_code_invalid: 400,
  insufficient_balance: 400,
  idempotency_conflict: 409,
  amount_out_of_range: 400,
  order_state_invalid: 409,
  not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  captcha_required: 400,
  rate_limited: 429,
  system_maintenance: 503,
  service_unavailable: 503,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

export const isErrorCode = (code: string): code is ErrorCode => code in errorStatus;
