// The payload fields /documentation documents (spec section 3) and the webhook events (section 7).

export interface Field {
  name: string;
  type: string;
  description: string;
  required?: boolean;
}

export interface Payload {
  request: Field[];
  response: Field[];
}

export const createConversationPayload: Payload = {
  request: [
    { name: 'type', type: 'string', required: true, description: 'The channel: "chat" for text, "voice" for a phone call.' },
    { name: 'language', type: 'string', required: true, description: 'The customer\'s language as an ISO 639-1 code, e.g. "en" or "bg".' },
    {
      name: 'context',
      type: 'string',
      description: 'What the assistant should know before the first message, e.g. the page or order the customer is on.',
    },
    {
      name: 'metadata',
      type: 'object',
      description: 'Your own references. customer_id links the conversation to the customer in your systems.',
    },
  ],
  response: [
    { name: 'id', type: 'string', description: 'The conversation id, used in every later call.' },
    { name: 'type', type: 'string', description: 'The channel you created it for.' },
    { name: 'status', type: 'string', description: '"active" until the conversation ends, then "completed".' },
    { name: 'created_at', type: 'string', description: 'When it was created, ISO 8601 in UTC.' },
  ],
};

export const sendMessagePayload: Payload = {
  request: [
    { name: 'message', type: 'string', required: true, description: 'What the customer wrote or said, as text.' },
    { name: 'user_id', type: 'string', required: true, description: 'Your id for the customer who sent it.' },
    {
      name: 'metadata',
      type: 'object',
      description: 'channel says where the message came from: "web", "whatsapp", "messenger", "sms" or "phone".',
    },
  ],
  response: [
    { name: 'id', type: 'string', description: "The id of the assistant's reply." },
    { name: 'ai_response', type: 'string', description: 'The reply to show or speak to the customer.' },
    {
      name: 'confidence',
      type: 'number',
      description: 'From 0 to 1: how sure the assistant is. Below your threshold, hand the conversation to a person.',
    },
    { name: 'response_time', type: 'number', description: 'Seconds the assistant took to answer.' },
  ],
};

export const analyticsPayload: Payload = {
  request: [
    { name: 'period', type: 'string', required: true, description: 'The window to report on: "7d", "30d" or "90d".' },
    {
      name: 'metrics',
      type: 'string',
      description: 'A comma-separated list of the response fields to include; all of them when left out.',
    },
  ],
  response: [
    { name: 'period', type: 'string', description: 'The window the figures cover.' },
    { name: 'total_conversations', type: 'integer', description: 'Conversations started in the period, on every channel.' },
    { name: 'avg_satisfaction', type: 'number', description: 'The average customer rating, from 1 to 5.' },
    { name: 'avg_response_time', type: 'number', description: "The average time to the assistant's first reply, in seconds." },
    { name: 'resolution_rate', type: 'number', description: 'From 0 to 1: the share of conversations resolved without a hand-over.' },
  ],
};

export interface WebhookEvent {
  name: string;
  description: string;
  example: string;
}

export const webhookEvents: WebhookEvent[] = [
  {
    name: 'conversation.completed',
    description: 'A conversation has ended, because the customer left, the call was hung up or it was handed to your team.',
    example: JSON.stringify(
      {
        id: 'evt_01JH8ZB2QF',
        type: 'conversation.completed',
        created_at: '2025-01-15T09:36:40Z',
        data: { id: 'conv_01JH8Z4K2M', type: 'chat', status: 'completed', resolved: true, duration: 388 },
      },
      null,
      2,
    ),
  },
  {
    name: 'message.received',
    description: 'A customer has sent a message in one of your conversations, on any channel.',
    example: JSON.stringify(
      {
        id: 'evt_01JH8Z9X4N',
        type: 'message.received',
        created_at: '2025-01-15T09:31:05Z',
        data: {
          id: 'msg_01JH8Z6C8P',
          conversation_id: 'conv_01JH8Z4K2M',
          message: 'Can I change the delivery address?',
          user_id: 'cus_7Hq2LmX9',
          metadata: { channel: 'web' },
        },
      },
      null,
      2,
    ),
  },
];
