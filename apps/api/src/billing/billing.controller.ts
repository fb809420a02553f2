import { Body, Controller, Get, Headers, HttpCode, Param, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiOperation, ApiTags } from '../common/api-docs';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import type { CheckoutResponse, PortalResponse, SubscriptionState } from '#contracts';
import { SubscriptionsService } from '#domain/billing';
import type { RequestUser } from '../auth/access-token';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { CheckoutService } from './checkout.service';
import { DemoCheckoutService, type DemoSessionView } from './demo-checkout.service';
import { CheckoutDto, DemoSessionDto } from './dto/billing.dto';
import { StripeWebhookService, type WebhookOutcome } from './stripe-webhook.service';
import { ApiErrors } from '../common/api-errors.decorator';
import { Post } from '../common/write-routes';

@ApiTags('billing')
@Controller('billing')
export class BillingController {
  constructor(
    private readonly checkoutService: CheckoutService,
    private readonly subscriptions: SubscriptionsService,
    private readonly webhookService: StripeWebhookService,
    private readonly demo: DemoCheckoutService,
  ) {}

  @ApiOperation({ summary: "Lit l'état de l'abonnement" })
  @ApiErrors('BILLING_DISABLED')
  @Get('subscription')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  subscription(@CurrentUser() user: RequestUser): Promise<SubscriptionState> {
    return this.subscriptions.state(user.userId);
  }

  @ApiOperation({ summary: "Ouvre le paiement de l'abonnement (code promo facultatif)" })
  @ApiErrors('BILLING_DISABLED', 'PROMO_CODE_UNKNOWN', 'CHECKOUT_FAILED', 'PROFILE_NOT_FOUND')
  @Post('checkout')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  checkout(@CurrentUser() user: RequestUser, @Body() dto: CheckoutDto): Promise<CheckoutResponse> {
    return this.checkoutService.checkout(user.userId, dto.promoCode);
  }

  @ApiOperation({ summary: "Ouvre le portail de gestion de l'abonnement" })
  @ApiErrors('BILLING_DISABLED', 'SUBSCRIPTION_NOT_FOUND', 'PORTAL_FAILED')
  @Post('portal')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  portal(@CurrentUser() user: RequestUser): Promise<PortalResponse> {
    return this.checkoutService.portal(user.userId);
  }

  /** Stripe's signed events; verified on the raw body, so no DTO. */
  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  webhook(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string): Promise<WebhookOutcome> {
    return this.webhookService.handle(req.rawBody, signature);
  }

  @ApiOperation({ summary: 'Lit une session du paiement de démonstration' })
  @ApiErrors('BILLING_DISABLED')
  @Get('demo/sessions/:sessionId')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  demoSession(@CurrentUser() user: RequestUser, @Param('sessionId') sessionId: string): Promise<DemoSessionView> {
    return this.demo.view(user.userId, sessionId);
  }

  @ApiOperation({ summary: 'Valide le paiement de démonstration' })
  @ApiErrors('BILLING_DISABLED')
  @Post('demo/complete')
  @HttpCode(202)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  demoComplete(@CurrentUser() user: RequestUser, @Body() dto: DemoSessionDto): Promise<WebhookOutcome> {
    return this.demo.complete(user.userId, dto.sessionId);
  }

  @ApiOperation({ summary: "Résilie l'abonnement de démonstration" })
  @ApiErrors('BILLING_DISABLED', 'SUBSCRIPTION_NOT_FOUND')
  @Post('demo/cancel')
  @HttpCode(202)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  demoCancel(@CurrentUser() user: RequestUser): Promise<WebhookOutcome> {
    return this.demo.cancel(user.userId);
  }
}
