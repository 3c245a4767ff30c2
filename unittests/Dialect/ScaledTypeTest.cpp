//===- ScaledTypeTest.cpp - !lowp.scaled API ------------------------------===//

#include "lowp/Dialect/Lowp/IR/Lowp.h"
#include "lowp/Dialect/Lowp/IR/Recipes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/AsmParser/AsmParser.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace lowp;

namespace {
class ScaledTypeTest : public ::testing::Test {
protected:
  ScaledTypeTest() { ctx.loadDialect<LowpDialect>(); }

  ScaledType parse(StringRef text) {
    return dyn_cast_or_null<ScaledType>(parseType(text, &ctx));
  }

  MLIRContext ctx;
};
} // namespace

TEST_F(ScaledTypeTest, ScaleShapeFollowsBlocks) {
  ScaledType t = parse("!lowp.scaled<256x4096xf4E2M1FN, mxfp4>");
  ASSERT_TRUE(t);
  EXPECT_EQ(t.getScaleShape(), (SmallVector<int64_t>{256, 128}));
  EXPECT_EQ(t.getScalesType().getElementType(), Float8E8M0FNUType::get(&ctx));
  EXPECT_EQ(t.getCodesType().getShape(), t.getShape());
  EXPECT_FALSE(t.hasTensorScale());

  ScaledType tile = parse("!lowp.scaled<4096x512xf8E4M3FNUZ, fp8_block128x128>");
  ASSERT_TRUE(tile);
  EXPECT_EQ(tile.getScaleShape(), (SmallVector<int64_t>{32, 4}));

  ScaledType rows = parse("!lowp.scaled<?x4096xf8E4M3FN, fp8_rowwise>");
  ASSERT_TRUE(rows);
  EXPECT_EQ(rows.getScaleShape(),
            (SmallVector<int64_t>{ShapedType::kDynamic, 1}));
  EXPECT_EQ(rows.getBlockExtent(1), 4096);

  ScaledType whole = parse("!lowp.scaled<?x64xf8E5M2, fp8_per_tensor>");
  ASSERT_TRUE(whole);
  EXPECT_EQ(whole.getScaleShape(), (SmallVector<int64_t>{1, 1}));
  EXPECT_TRUE(ShapedType::isDynamic(whole.getBlockExtent(0)));
}

TEST_F(ScaledTypeTest, RecipesRoundTripThroughParams) {
  Type e4m3 = Float8E4M3FNType::get(&ctx);
  Type fp4 = Float4E2M1FNType::get(&ctx);
  struct Case {
    StringRef recipe;
    Type elem;
    int64_t axis;
  } cases[] = {{"mxfp8", e4m3, -1},          {"mxfp4", fp4, 0},
               {"nvfp4", fp4, -1},           {"amdfp4", fp4, 0},
               {"fp8_per_tensor", e4m3, -1}, {"fp8_rowwise", e4m3, 0},
               {"fp8_block1x128", e4m3, 0},  {"fp8_block128x128", e4m3, -1}};
  SmallVector<int64_t> shape = {256, 512};
  for (const Case &c : cases) {
    FailureOr<RecipeParams> p =
        getRecipeParams({}, c.recipe, shape, c.elem, c.axis);
    ASSERT_TRUE(succeeded(p)) << c.recipe.str();
    auto t = ScaledType::get(&ctx, shape, c.elem, p->scaleType, p->block,
                             p->tensorScale);
    auto [name, axis] = t.getRecipe();
    EXPECT_EQ(name, c.recipe);
    if (lookupRecipe(c.recipe)->hasAxis)
      EXPECT_EQ(axis, c.axis == -1 ? 1 : c.axis) << c.recipe.str();
  }
}

TEST_F(ScaledTypeTest, RecipeErrorsAreSilentWithoutEmitter) {
  EXPECT_TRUE(failed(getRecipeParams({}, "mxfp4", {32, 32},
                                     Float8E4M3FNType::get(&ctx), -1)));
  EXPECT_TRUE(failed(getRecipeParams({}, "nope", {32, 32},
                                     Float4E2M1FNType::get(&ctx), -1)));
  EXPECT_NE(getRecipeNames().find("fp8_block128x128"), std::string::npos);
}

TEST_F(ScaledTypeTest, InvalidTypesAreRejectedNotAsserted) {
  // getChecked reports through the handler and returns null.
  std::string msg;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
    msg = d.str();
    return success();
  });
  auto bad = ScaledType::getChecked(
      [&] { return emitError(UnknownLoc::get(&ctx)); }, &ctx,
      ArrayRef<int64_t>{16, 33}, Type(Float8E4M3FNType::get(&ctx)),
      Type(Float8E8M0FNUType::get(&ctx)), ArrayRef<int64_t>{1, 32}, false);
  EXPECT_FALSE(bad);
  EXPECT_EQ(msg, "block size 32 does not divide dimension 1 of size 33");
}
