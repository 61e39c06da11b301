import { PUNCTUALITY_PROMISE } from '../../lib/punctuality';
import type { ContentSection } from './types';

/** Sections of the Terms & Conditions page (/terms). */
export const termsSections: readonly ContentSection[] = [
  {
    id: 'acceptance-of-terms',
    heading: 'Acceptance of these terms',
    paragraphs: [
      'These Terms & Conditions apply to your use of the Party Services website and app and to every booking you make through them. By creating an account, logging in or making a booking, you agree to these terms and to our Privacy Policy.',
      'In these terms, "we", "us" and "our" mean Party Services, and "you" means the person using the website or making a booking. If you do not agree with these terms, please do not use our services.',
    ],
  },
  {
    id: 'eligibility-and-account',
    heading: 'Eligibility and your account',
    paragraphs: [
      'You must be at least 18 years old and able to enter into a binding contract under Indian law to make a booking.',
      'You log in with your Indian mobile number and a one-time code (OTP) sent to that number. You are responsible for keeping your phone and the OTP safe; anyone who logs in with an OTP sent to your number is treated as you. Never share an OTP with anyone, including people who say they are calling from Party Services.',
      'After you log in, we send you a WhatsApp message on your registered number. Please keep your name, mobile number and party address accurate and up to date.',
    ],
  },
  {
    id: 'services-and-providers',
    heading: 'Our services and the providers',
    paragraphs: [
      'Party Services is a marketplace. We let you book a chef or cook for a home party, balloon decoration, photography, party food delivery and live buffet catering, and we also let you create event invites.',
      'The services at your home are performed by independent chefs, decorators, photographers, caterers and other providers ("providers") who are verified by us before they receive bookings. We assign a provider to your booking based on availability, location and the service you have chosen. We may replace an assigned provider with another suitable provider if needed.',
      'Pictures of dishes and decorations on the website are for illustration. The final look may vary slightly with the ingredients, the space and the material available on the day.',
    ],
  },
  {
    id: 'bookings-and-lead-time',
    heading: 'Bookings and lead time',
    paragraphs: [
      'Bookings must be made at least 24 hours before the time of the service. Balloon decoration can be booked from the next day onwards, in three-hour arrival slots.',
      'For a chef booking you can choose at most 12 dishes from at most 3 cuisines, for 1 to 35 people. The chef stays for up to 5 hours from the time of arrival.',
      'A booking is confirmed when the advance payment is successful. You will receive the booking details by SMS, WhatsApp and/or push notification. Bookings are subject to the availability of a provider in your area; if we cannot assign one, we will cancel the booking and refund the full advance.',
    ],
  },
  {
    id: 'pricing-and-taxes',
    heading: 'Pricing and taxes',
    paragraphs: [
      'All prices are in Indian rupees (Rs). You see the full bill before you pay, and any applicable taxes are shown on the bill.',
      'For a chef booking, the bill is the sum of the rates of the dishes you choose, plus Rs 49 per person, plus Rs 700 extra when you choose more than 7 dishes. The minimum order value for a chef booking is Rs 700.',
      "The price of a chef booking covers the chef's service only. It does not include the ingredients, gas, utensils, appliances, crockery or serving staff, which you arrange yourself. The prices of decoration, photography, food delivery and catering packages are shown on the respective pages before you book.",
    ],
  },
  {
    id: 'payments',
    heading: 'Payments',
    paragraphs: [
      'You pay an advance online when you book: 20% of the bill for a chef booking and 30% for balloon decoration. For other services, the amount payable online is shown at checkout.',
      'The balance of a chef booking is paid directly to the chef after the service. The balance of a decoration booking is paid to the decorator on site.',
      'Online payments are made by UPI, debit or credit card, or net banking through a secure payment gateway. We never store your card details. We are not responsible for charges your bank may levy.',
    ],
  },
  {
    id: 'cancellations-and-refunds',
    heading: 'Cancellations and refunds',
    paragraphs: [
      'You can cancel a booking free of charge until a chef, decorator or other provider has been assigned to it. In that case we refund the full advance.',
      'After a provider has been assigned, 50% of the advance is kept as a cancellation charge and the remaining 50% of the advance is refunded.',
      'If we cancel a booking because no provider is available, or because of a problem on our side, we refund the full advance.',
      `On time, or we pay. ${PUNCTUALITY_PROMISE} The time is counted from the start of your slot to when the provider marks their arrival in our partner app; the credit goes back to your original payment method like any refund.`,
      'Refunds are made to the original payment method within 5-7 working days of the cancellation. The time for the money to reflect in your account also depends on your bank.',
    ],
  },
  {
    id: 'customer-responsibilities',
    heading: 'Your responsibilities',
    paragraphs: ['To help the provider do a good job at your party, you agree to the following:'],
    items: [
      'Ingredients: for a chef booking, you buy and keep ready all the ingredients. We send you an ingredient list scaled to the number of people; please check it against your own needs and preferences.',
      'Gas and appliances: keep the gas burners working with sufficient gas, and keep any special appliance needed for your dishes (for example a tandoor, oven or grill) ready and in working order.',
      'Utensils: keep enough clean vessels, ladles and serving dishes for the dishes you have chosen.',
      'Access: give the provider access to your kitchen or party area at the booked time, and tell us about any entry permissions, parking or lift restrictions in your building.',
      'Time: the chef stays for up to 5 hours from arrival. Please plan your dishes and serving time within this window; delays in access or missing ingredients reduce the cooking time available.',
      'Safety: keep children and pets away from the cooking area and from decoration material such as balloons, and let us know about any food allergies before the service.',
    ],
  },
  {
    id: 'rescheduling',
    heading: 'Rescheduling',
    paragraphs: [
      'You can ask to change the date or time of a booking from your account or by contacting customer support. The new date and time must also respect the minimum advance booking time of that service.',
      'Rescheduling depends on the availability of the assigned provider or of another suitable provider. If we cannot reschedule, you may cancel the booking under the cancellation policy above.',
    ],
  },
  {
    id: 'conduct-and-safety',
    heading: 'Conduct and safety',
    paragraphs: [
      'We expect providers to be polite, punctual and to follow hygiene and safety practices. We expect customers to treat providers with the same respect and to provide a safe place to work.',
      'Harassment, abuse, discrimination or unsafe behaviour by anyone is not acceptable. A provider may stop the service if they feel unsafe, and we may suspend or close the account of a customer or provider who breaks these rules.',
      'Please do not make private arrangements with a provider to avoid booking through Party Services; such arrangements are not covered by these terms or by our support.',
    ],
  },
  {
    id: 'limitation-of-liability',
    heading: 'Limitation of liability',
    paragraphs: [
      'We take care in verifying providers and in handling your booking. However, to the extent permitted by law, Party Services is not liable for indirect or consequential losses, or for problems caused by the quality or freshness of ingredients you supply, faulty appliances or gas connections at your premises, or events beyond our reasonable control such as extreme weather, strikes or local restrictions.',
      'To the extent permitted by law, our total liability for any booking is limited to the amount you paid to us for that booking. Nothing in these terms limits your rights under the Consumer Protection Act, 2019 or any liability that cannot be limited under Indian law.',
    ],
  },
  {
    id: 'reviews-and-content',
    heading: 'Reviews and content you share',
    paragraphs: [
      'After a service you can rate the provider and write a review. Reviews must be honest, based on your own experience, and must not contain abusive, false or personal information about others.',
      'By posting a review or uploading content (for example an invite design or a photo), you allow us to display it on our website and app. We may remove reviews or content that break these rules. We do not pay for or edit reviews to change their meaning.',
    ],
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual property',
    paragraphs: [
      'The Party Services name, logo, website design, text, menus, pictures and software belong to us or to our licensors. You may use them only to browse our services and make bookings for your own personal use.',
      'You may not copy, scrape, resell or reproduce any part of the website or app without our written permission.',
    ],
  },
  {
    id: 'governing-law-and-disputes',
    heading: 'Governing law and disputes',
    paragraphs: [
      'These terms are governed by the laws of India, including the Information Technology Act, 2000 and the Consumer Protection (E-Commerce) Rules, 2020.',
      'If you have a complaint, please first contact our customer support or the Grievance Officer so that we can try to resolve it. Any dispute that cannot be resolved this way will be subject to the exclusive jurisdiction of the courts of the city of our registered office.',
    ],
  },
  {
    id: 'grievance-officer',
    heading: 'Grievance Officer',
    paragraphs: [
      'In line with the Consumer Protection (E-Commerce) Rules, 2020 and the Information Technology Act, 2000, we have appointed a Grievance Officer: Grievance Officer, Party Services. The contact details are shown on our Contact page.',
      'We acknowledge every complaint within 48 hours and aim to resolve it within one month of receiving it.',
    ],
  },
  {
    id: 'changes-to-terms',
    heading: 'Changes to these terms',
    paragraphs: [
      'We may update these terms from time to time, for example when we add a service or when the law changes. The updated terms will be posted on this page. Changes do not affect bookings already confirmed before the change.',
      'If you continue to use our services after the updated terms are posted, you accept the updated terms.',
    ],
  },
];

/** Sections of the Privacy Policy page (/privacy). Ids are prefixed with `privacy-`. */
export const privacySections: readonly ContentSection[] = [
  {
    id: 'privacy-introduction',
    heading: 'About this policy',
    paragraphs: [
      'This Privacy Policy explains what personal data Party Services collects when you use our website and app, why we collect it, who we share it with and what your rights are.',
      'We process your personal data in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000. For the purposes of the Digital Personal Data Protection Act, 2023, Party Services is the Data Fiduciary for the data described here.',
    ],
  },
  {
    id: 'privacy-what-we-collect',
    heading: 'What we collect',
    paragraphs: ['We collect only what we need to run your bookings and our service:'],
    items: [
      'Your mobile number, used to log in with a one-time code (OTP) and to contact you about your bookings.',
      'Your name and the addresses where you want the service, including landmarks and the city and PIN code.',
      'Order details: the services, dishes, number of people, date and time, invites you create, payment status, cancellations, refunds, ratings and reviews.',
      'Device information and a push notification token, if you allow notifications, so that we can send you booking updates.',
      'Cookies and analytics data collected through a tag manager, such as pages visited, the device and browser used, and how you found us.',
      'Messages you send to our customer support or Grievance Officer.',
    ],
  },
  {
    id: 'privacy-why-we-use-it',
    heading: 'Why we use your data',
    paragraphs: ['We use your personal data to:'],
    items: [
      'Create and secure your account and log you in with an OTP.',
      'Take your booking, calculate your bill, collect the advance and process refunds.',
      'Assign a chef, decorator or other provider and help them reach you on time.',
      'Send you the ingredient list, booking confirmations and updates by SMS, WhatsApp and push notification, including a WhatsApp message after you log in.',
      'Answer your questions and complaints, and prevent fraud and misuse.',
      'Understand how the website is used and improve it.',
      'Meet our legal obligations, for example for tax and accounting records.',
    ],
  },
  {
    id: 'privacy-consent-and-legal-basis',
    heading: 'Your consent and legal basis',
    paragraphs: [
      'Under the Digital Personal Data Protection Act, 2023, we process your personal data on the basis of your consent, which you give when you log in and make a booking, and for certain legitimate uses allowed by the Act, such as complying with the law.',
      'You can withdraw your consent at any time by contacting the Grievance Officer or by deleting your account. Withdrawing consent does not affect processing already done, and we may not be able to provide services that need that data, such as an ongoing booking.',
    ],
  },
  {
    id: 'privacy-sharing',
    heading: 'Who we share your data with',
    paragraphs: ['We do not sell your personal data. We share it only where needed to provide the service:'],
    items: [
      'The assigned provider: only what they need to do the job, such as your name, party address, date and time, the dishes or package booked and a way to contact you.',
      'Our payment gateway, to process your advance payment and refunds. Card details are entered with the payment gateway; we never store them.',
      'SMS and WhatsApp service providers and push notification services, to deliver OTPs and booking messages.',
      'Hosting, analytics and support tools that work on our behalf under confidentiality obligations.',
      'Government authorities or courts, when the law requires it.',
    ],
  },
  {
    id: 'privacy-retention',
    heading: 'How long we keep your data',
    paragraphs: [
      'We keep your account and booking data while your account is active. After you delete your account, or when the data is no longer needed, we delete or anonymise it, except where we must keep certain records, such as invoices and payment records, for the period required by tax and other laws.',
    ],
  },
  {
    id: 'privacy-security',
    heading: 'How we protect your data',
    paragraphs: [
      'We use reasonable security practices to protect your data, including encrypted connections (HTTPS), access controls so that only authorised staff can see customer data, and OTP-based login so that no passwords are stored.',
      'Payments are handled by the payment gateway, and we never store your card details. No system is completely secure; if a personal data breach affects you, we will inform you and the authorities as required by law.',
    ],
  },
  {
    id: 'privacy-your-rights',
    heading: 'Your rights',
    paragraphs: ['Under the Digital Personal Data Protection Act, 2023, you have the right to:'],
    items: [
      'Access a summary of the personal data we hold about you and how we use it.',
      'Correct or update inaccurate or incomplete data, such as your name or addresses.',
      'Ask us to erase your personal data, unless we must keep it by law.',
      'Withdraw your consent at any time.',
      'Have your grievance addressed by our Grievance Officer, and, if you are not satisfied, approach the Data Protection Board of India.',
      'Nominate another person to exercise your rights in case of death or incapacity.',
    ],
  },
  {
    id: 'privacy-children',
    heading: 'Children',
    paragraphs: [
      'Our services are meant for adults. Bookings must be made by a person aged 18 or above, and we do not knowingly collect personal data of children. If you believe a child has given us personal data, please contact the Grievance Officer and we will delete it.',
    ],
  },
  {
    id: 'privacy-cookies',
    heading: 'Cookies and analytics',
    paragraphs: [
      'We use cookies that are needed to keep you logged in and remember your city and cart. We also use analytics and marketing tags, loaded through a tag manager, to understand how visitors use the site and to measure our advertising.',
      'You can block or delete cookies in your browser settings. If you block the necessary cookies, some parts of the website, such as login and booking, may not work.',
    ],
  },
  {
    id: 'privacy-changes',
    heading: 'Changes to this policy',
    paragraphs: [
      'We may update this Privacy Policy from time to time. The updated policy will be posted on this page, and if the changes are significant we will also inform you by SMS, WhatsApp or notification.',
    ],
  },
  {
    id: 'privacy-contact',
    heading: 'Contact and grievances',
    paragraphs: [
      'For any question, request or complaint about your personal data, please contact: Grievance Officer, Party Services. The contact details are shown on our Contact page.',
      'We acknowledge every complaint within 48 hours and aim to resolve it within one month, as required by the Consumer Protection (E-Commerce) Rules, 2020.',
    ],
  },
];
