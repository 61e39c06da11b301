import type { ContentSection } from './types';

/** Two-sentence introduction shown at the top of /about. */
export const aboutIntro: string =
  'Party Services helps you host a party at home without spending the whole day in the kitchen or running around for decorators. You choose the dishes, the decoration or the photographer online, pay a small advance, and we send a verified professional to your door.';

/** Sections of the /about page. */
export const aboutSections: readonly ContentSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    paragraphs: [
      'Party Services is an online marketplace for home parties. We connect families with independent chefs, cooks, decorators, photographers and caterers who work in their own city.',
      'We started with a simple idea: a birthday, a pooja, an anniversary or a get-together with friends should be about the people, not about the cooking and cleaning. We handle the booking, the payment of the advance and the coordination, so you can focus on your guests.',
    ],
  },
  {
    id: 'what-we-do',
    heading: 'What we do',
    paragraphs: [
      'You can book one service or combine several for the same event. Every booking is made online, and you see the price before you pay.',
    ],
    items: [
      'Chef for Party: pick up to 12 dishes from up to 3 cuisines for 1 to 35 people. A chef comes home and cooks them fresh in your kitchen with the ingredients you arrange from the list we send you.',
      'Balloon Decoration: themed balloon decoration for birthdays, anniversaries, baby showers and welcome-home parties, set up at your home in a three-hour arrival slot you choose.',
      'Photography: a photographer to cover your party, pooja or family function at home.',
      'Party Food Delivery: party-sized portions of freshly cooked food delivered to your door.',
      'Live Buffet Catering: a buffet with live counters and serving staff for larger gatherings.',
      'Event invites: create an invitation for your party online and share it with your guests.',
    ],
  },
  {
    id: 'how-booking-works',
    heading: 'How booking works',
    paragraphs: ['Booking takes a few minutes from your phone or computer.'],
    items: [
      'Log in with your mobile number and the one-time code (OTP) we send you.',
      'Choose your city, the service, and the date and time of your party. Bookings are made at least 24 hours in advance; decoration can be booked from the next day onwards.',
      'For a chef, choose your dishes and the number of people. The bill is the sum of the dish rates plus Rs 49 per person, with Rs 700 extra when you choose more than 7 dishes. The minimum order is Rs 700.',
      'Pay the advance online by UPI, card or net banking: 20% for a chef booking, 30% for decoration.',
      'We assign a chef, decorator or other provider and keep you updated by SMS, WhatsApp and app notifications.',
      'On the day, the professional arrives at your address. You pay the balance directly to them after the service (for decoration, on site).',
    ],
  },
  {
    id: 'our-chefs-and-decorators',
    heading: 'Our chefs and decorators',
    paragraphs: [
      'Every chef, decorator and other provider goes through identity and address verification before they can take bookings with us. We also speak to them about their experience and the dishes or themes they are good at.',
      'We expect our chefs to follow basic kitchen hygiene: clean uniform and cap, washed hands, clean workstations, and a tidy kitchen counter before they leave. Decorators are expected to clear away wrappers and leftover material after the setup.',
      'Punctuality matters at a party. Providers are asked to reach within the time you booked and to inform us if they are delayed, so we can tell you. Your ratings and reviews after each booking help us decide who gets future bookings.',
    ],
  },
  {
    id: 'where-we-serve',
    heading: 'Where we serve',
    paragraphs: [
      'We currently take bookings in the following cities. Not every service may be available in every locality of a city; you will see what is available when you enter your address.',
    ],
    items: [
      'Delhi',
      'Gurugram',
      'Ghaziabad',
      'Faridabad',
      'Noida',
      'Bengaluru',
      'Hyderabad',
      'Mumbai',
      'Indore',
      'Chennai',
      'Pune',
      'Surat',
      'Bhopal',
      'Kanpur',
      'Lucknow',
      'Goa',
      'Kolkata',
    ],
  },
  {
    id: 'why-customers-choose-us',
    heading: 'Why customers choose us',
    paragraphs: ['We try to keep things simple and honest. Here is what customers tell us they value:'],
    items: [
      'Clear prices: you see the full bill for your chosen dishes before you pay, with no hidden charges added on the day.',
      'A small advance: you pay only part of the amount online and the balance after the service.',
      'Home-style food cooked fresh in your own kitchen, with ingredients you choose and trust.',
      'Verified professionals who are expected to be on time, in uniform and to clean up after themselves.',
      'A fair cancellation policy: free cancellation until a provider is assigned to your booking.',
      'Secure online payments through a payment gateway; we never store your card details.',
    ],
  },
];
