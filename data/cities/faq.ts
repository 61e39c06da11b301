/** One question and answer of a city or locality page. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** The number of entries `placeFaq` returns. */
export const FAQ_COUNT = 25;

/** Where the place sits: "Delhi" on a city page, "Sector 62, Noida" on a locality page. */
function coverage(place: string, city: string): string {
  return place === city
    ? `We serve homes across ${city}, including its localities and residential societies.`
    : `${place} is part of our ${city} coverage, so you can book for any home in ${place} and across ${city}.`;
}

/**
 * The 25-entry FAQ of a city or locality page (spec 2, 9) with the place's name inserted.
 * @param place the name shown in the questions (a city, e.g. "Delhi", or a locality, e.g. "Sector 62")
 * @param city the city the place is in (equal to `place` on a city page), used where the answer names the city
 */
export function placeFaq(place: string, city: string): FaqEntry[] {
  return [
    {
      question: `How do I book a chef for a party in ${place}?`,
      answer:
        'Pick up to 12 dishes from the menu, enter the number of guests, choose a date and a one-hour arrival slot, and pay the 20% advance online. We then assign a chef and send you the ingredient list for your menu.',
    },
    {
      question: `How far in advance should I book a chef in ${place}?`,
      answer:
        'Bookings must be made at least 24 hours in advance, so choose a date from tomorrow onwards. Booking a few days earlier gives you a wider choice of arrival slots.',
    },
    {
      question: `How much does it cost to hire a chef for a party in ${place}?`,
      answer:
        'The bill is the sum of the rates of the dishes you choose, plus ₹49 per person, plus ₹700 extra when you choose more than 7 dishes. You see the full amount before you pay.',
    },
    {
      question: `Is there a minimum order for a chef booking in ${place}?`,
      answer: `Yes, the minimum order for a chef booking in ${place} is ₹700. The full bill is shown before you pay, so you can see that your menu meets it.`,
    },
    {
      question: `What does the chef bring, and what should I keep ready at home in ${place}?`,
      answer:
        'The chef brings his own knives and apron. Please keep the gas burners ready, along with any special appliance your menu needs, such as a tandoor, oven or grill.',
    },
    {
      question: `Who buys the ingredients when I book a cook in ${place}?`,
      answer:
        'You buy the ingredients yourself from the list we send after booking. The list is worked out for your menu and scaled to the number of people, so you buy only what is needed.',
    },
    {
      question: `How long does the chef stay at a house party in ${place}?`,
      answer:
        'The chef stays for up to 5 hours after arriving, which covers cooking your menu and serving it hot. Plan a menu that can be prepared within that time.',
    },
    {
      question: `How many dishes and cuisines can I choose for a party in ${place}?`,
      answer:
        'You can choose up to 12 dishes from up to 3 cuisines, for example North Indian starters, a South Indian main course and a Chinese side. Menus with more than 7 dishes carry a ₹700 extra charge.',
    },
    {
      question: `Can I get vegetarian, non-vegetarian or Jain food cooked at home in ${place}?`,
      answer:
        'Yes, the menu has both vegetarian and non-vegetarian dishes, and you can mix them in one booking. For Jain food without onion, garlic or root vegetables, tell us when you book and the chef will cook accordingly.',
    },
    {
      question: `For how many guests can I book a chef in ${place}?`,
      answer:
        'A chef booking can be made for 1 to 35 people. The per-person charge and the ingredient quantities follow the number of guests you enter.',
    },
    {
      question: `What arrival time slots can I choose for a chef in ${place}?`,
      answer:
        'Arrival slots are one hour long, from 7 AM to 10 PM, and the chef reaches your home within the slot you pick. Choose a slot that leaves enough time to cook before your guests eat.',
    },
    {
      question: `How do chefs in ${place} take care of hygiene?`,
      answer:
        'Our chefs wear a uniform and cap, cook with clean hands and use gloves where needed. They follow basic kitchen hygiene from the moment they start until they leave.',
    },
    {
      question: `Will the chef clean the kitchen after my party in ${place}?`,
      answer:
        'Yes, the chef leaves the kitchen clean once the cooking is done, so you can enjoy the party without a mess to deal with later.',
    },
    {
      question: `How do I pay for a party booking in ${place}, and how much is the advance?`,
      answer:
        'You pay the advance online by UPI, card or net banking: 20% for a chef booking and 30% for a decoration. The balance is paid to the chef after the service, or on site for a decoration.',
    },
    {
      question: `What is the cancellation and refund policy for bookings in ${place}?`,
      answer:
        'Cancellation is free until a chef or decorator is assigned to your order; after that, 50% of the advance is kept. Refunds reach your original payment method in 5-7 working days.',
    },
    {
      question: `Can I reschedule my party booking in ${place}?`,
      answer:
        'Yes, you can ask to move your booking to another date or slot at least 24 hours before the original time. The change is subject to availability of a chef or decorator for the new time.',
    },
    {
      question: `Do you offer balloon decoration in ${place}?`,
      answer: `Yes, we decorate homes in ${place} for birthdays, anniversaries, baby showers and other occasions, with a choice of themes. Decorations are booked in three-hour slots from the next day onwards, with a 30% advance online and the balance paid on site.`,
    },
    {
      question: `Can I book a photographer for a party in ${place}?`,
      answer: `Yes, photography is one of our services in ${place}, for birthdays, anniversaries and other celebrations at home. Book it from the photography page or through the WhatsApp button and we will confirm the details with you.`,
    },
    {
      question: `Do you offer party food delivery and live buffet catering in ${place}?`,
      answer: `Yes, besides a chef at home we offer party food delivery and live buffet catering in ${place}. Open the service on our site or message us on WhatsApp with your date, guest count and menu ideas.`,
    },
    {
      question: `Which areas do you serve in and around ${place}?`,
      answer: `${coverage(place, city)} Share your full address while booking so the chef or decorator can reach you easily.`,
    },
    {
      question: `Can I book a chef or decorator in ${place} for the same day?`,
      answer:
        'Same-day bookings are not possible for a chef, because bookings must be made at least 24 hours ahead. Balloon decoration can be booked from the next day onwards.',
    },
    {
      question: `How can I contact Party Services in ${place}?`,
      answer:
        'Tap the WhatsApp button on any page to chat with us, or call the phone number shown on our Contact page. Keep your order number handy if your question is about a booking.',
    },
    {
      question: `Should I tip the chef after a party in ${place}?`,
      answer: 'Tipping is entirely optional. If you enjoyed the food and service, you are welcome to give a tip directly to the chef.',
    },
    {
      question: `What happens if the chef is late for my party in ${place}?`,
      answer:
        'We track the chef’s arrival for every booking. If the chef has not reached within your slot, call our customer care and we will update you and sort it out.',
    },
    {
      question: `How do I track my order in ${place}?`,
      answer:
        'Open the My Orders page to see the status, date and slot of each booking. Every booking has an order number, which you can quote when you contact us.',
    },
  ];
}
