/** User-visible texts of the spec (sections 5 and 8), shown exactly as written there. */
export const MESSAGES = {
  phoneInvalid: 'Please enter a valid mobile number',
  phoneRequired: 'Mobile number is required.',
  otpSendFailed: 'Failed to send OTP. Please try again.',
  otpSendError: 'Error sending OTP. Please try again.',
  otpRequired: 'Please enter the OTP',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpVerifyError: 'Error verifying OTP. Please try again.',
  loginSuccessTitle: 'Logged In Successful',
  /** Shown on the login success screen when the login undid a pending account deletion (7 days to change one's mind). */
  accountDeletionCancelled: 'Your account deletion was cancelled because you logged in again.',
  logoutTitle: 'Logout Successful',
  logoutText: 'You have been logged out successfully.',
  imageNotAvailable: 'Image not available',
  accessRestricted: 'Currently unable to access this section.',
  cuisineLimitTitle: 'One chef is only expert in 3 cuisine only.',
  cuisineLimitBody: 'Our chef is expert in cuisines only please select appropriate number of cuisines to continue',
  dishLimitTitle: 'Total Dishes Selected can not be more than 12 Dish.',
  dishLimitBody: 'Total dish selected can not be more than 12 dish, for more help contact us.',
  /** The 16th party-food dish. */
  foodDishLimitTitle: 'Total Dishes Selected can not be more than 15 Dish.',
  foodDishLimitBody: 'For a bigger menu, message us on WhatsApp and our catering team will plan it with you.',
  /** Food under ₹3,000 (the popup's button is "Add More"). */
  foodMinimumTitle: 'Total Order Amount is less than ₹3000',
  foodMinimumBody: 'Total Order amount can not be less than ₹3000, Add more to continue',
} as const;

/** Spec 8 login success text (with the brief's correction: "logged in"). */
export const welcomeText = (name: string) => `Welcome ${name}! You have been logged in successfully.`;
